import { describe, expect, it } from 'vitest';
import { isPersonalLogKey, normaliseLogKey } from './personal-fields';

describe('isPersonalLogKey', () => {
  it('ignores case and separators', () => {
    expect(normaliseLogKey('First_Name')).toBe('firstname');
    expect(['firstName', 'first_name', 'First-Name', 'EMAIL', 'e-mail'].map(isPersonalLogKey)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it("covers the buyer's contact details and what they wrote", () => {
    const keys = [
      'name',
      'lastName',
      'email',
      'replyTo',
      'phone',
      'mobile',
      'message',
      'comments',
      'address',
    ];
    expect(keys.filter((key) => !isPersonalLogKey(key))).toEqual([]);
  });

  it("covers the finance application's personal fields", () => {
    const keys = [
      'date_of_birth',
      'employer_name',
      'net_monthly_income',
      'licence_number',
      'residential_status',
    ];
    expect(keys.filter((key) => !isPersonalLogKey(key))).toEqual([]);
  });

  it('covers IP addresses, whole submissions, SQL parameters and secrets', () => {
    const keys = ['ip', 'clientAddress', 'x-forwarded-for', 'fields', 'payload', 'body', 'params', 'token'];
    expect(keys.filter((key) => !isPersonalLogKey(key))).toEqual([]);
  });

  it('leaves ids, codes, counts and the postcode searched for (decision 034) alone', () => {
    const keys = ['siteId', 'carId', 'slug', 'code', 'constraint', 'table', 'status', 'postcode', 'err'];
    expect(keys.filter(isPersonalLogKey)).toEqual([]);
  });
});
