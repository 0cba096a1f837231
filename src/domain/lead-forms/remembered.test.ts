import { describe, expect, it } from 'vitest';
import {
  canRememberDetails,
  clearPrefilledValues,
  parseRememberedDetails,
  prefillValues,
} from './remembered';

const DETAILS = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' };

describe('remembered details (decision 3, H-17)', () => {
  it('reads what the browser kept, or nothing', () => {
    expect(parseRememberedDetails(JSON.stringify(DETAILS))).toEqual(DETAILS);
    for (const input of ['{"name":"Jo"}', 'oops', null]) expect(parseRememberedDetails(input)).toBeNull();
  });

  it('prefills only empty contact fields the form has', () => {
    const values = { name: '', email: 'typed@example.com', message: '', opt_in: false };
    expect(prefillValues(values, DETAILS)).toEqual({
      name: 'Jo Citizen',
      email: 'typed@example.com',
      message: '',
      opt_in: false,
    });
  });

  it('forgets prefilled values but keeps retyped ones', () => {
    const values = { name: 'Jo Citizen', email: 'other@example.com', phone: '0412 345 678', message: 'Hi' };
    expect(clearPrefilledValues(values, DETAILS)).toEqual({
      name: '',
      email: 'other@example.com',
      phone: '',
      message: 'Hi',
    });
  });
});

describe('canRememberDetails (issue 17)', () => {
  it('offers the box only on a form asking for name, email and phone', () => {
    expect(canRememberDetails(['name', 'email', 'phone', 'message'])).toBe(true);
    expect(canRememberDetails(['name', 'email'])).toBe(false);
  });
});
