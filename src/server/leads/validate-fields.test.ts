import { describe, expect, it } from 'vitest';
import { platformDefaults } from '@/config';
import { validateLeadFields } from './validate-fields';

const site = { id: 1, config: { forms: platformDefaults.forms } };
const noMessageSite = {
  id: 2,
  config: { forms: { ...platformDefaults.forms, enquiryMessageRequired: false } },
};

describe('validateLeadFields (minimal pipeline version)', () => {
  it('returns the contact, the message and every field', () => {
    const fields = {
      first_name: 'Sam',
      last_name: 'Lee',
      phone: '+61 412 345 678',
      message: ' Hi ',
      Postcode: '4000',
    };
    expect(validateLeadFields('enquiry', fields, site)).toEqual({
      ok: true,
      value: {
        contact: { name: 'Sam Lee', email: null, phone: '+61 412 345 678' },
        message: 'Hi',
        fields: { ...fields, message: 'Hi', name: null, email: null },
      },
    });
  });

  it('requires an email or a phone', () => {
    expect(validateLeadFields('enquiry', { name: 'Sam', message: 'Hi' }, site)).toEqual({
      ok: false,
      fieldErrors: { email: ['Please enter an email address or a phone number'] },
    });
  });

  it('requires the enquiry message unless the site turns that off', () => {
    const fields = { name: 'Sam', email: 'sam@example.com' };
    expect(validateLeadFields('enquiry', fields, site)).toEqual({
      ok: false,
      fieldErrors: { message: ['Please enter a message'] },
    });
    expect(validateLeadFields('enquiry', fields, noMessageSite).ok).toBe(true);
    expect(validateLeadFields('request_photos', fields, site).ok).toBe(true);
  });

  it('limits lengths and value types', () => {
    const result = validateLeadFields(
      'enquiry',
      { email: 'sam@example.com', message: 'x'.repeat(5001), extra: { nested: true } },
      site,
    );
    expect(result.ok === false && Object.keys(result.fieldErrors).sort()).toEqual(['extra', 'message']);
    expect(result.ok === false && result.fieldErrors.message).toEqual(['Must be at most 5000 characters']);
  });
});
