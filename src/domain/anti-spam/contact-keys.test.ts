import { describe, expect, it } from 'vitest';
import { contactKeys, normaliseAuPhone } from './contact-keys';

describe('contactKeys', () => {
  it('normalises email case and spaces', () => {
    expect(contactKeys({ email: ' Jane.Doe@Example.COM ' })).toEqual(['email:jane.doe@example.com']);
  });

  it('folds the Australian trunk prefix and country code together', () => {
    expect(contactKeys({ phone: '0412 345 678' })).toEqual(['phone:412345678']);
    expect(contactKeys({ phone: '+61 412 345 678' })).toEqual(['phone:412345678']);
    expect(contactKeys({ phone: '(07) 3123 4567' })).toEqual(['phone:731234567']);
  });

  it('gives one key per contact detail present', () => {
    expect(contactKeys({ email: 'a@b.co', phone: '0412345678' })).toEqual([
      'email:a@b.co',
      'phone:412345678',
    ]);
    expect(contactKeys({ email: '', phone: null })).toEqual([]);
  });

  it('ignores phone values too short to be a number', () => {
    expect(normaliseAuPhone('1234')).toBeNull();
  });
});
