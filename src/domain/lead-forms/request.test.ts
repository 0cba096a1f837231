import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN, idempotencyKeyFrom, submissionFingerprint } from './request';

describe('idempotencyKeyFrom', () => {
  it('writes 16 bytes as 32 hex characters the contract accepts', () => {
    const key = idempotencyKeyFrom(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 255]));
    expect(key).toBe('000102030405060708090a0b0c0d0eff');
    expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(true);
  });

  it('refuses too few random bytes', () => {
    expect(() => idempotencyKeyFrom(new Uint8Array(8))).toThrow(RangeError);
  });
});

describe('submissionFingerprint', () => {
  const body = {
    form_type: 'enquiry' as const,
    car_id: 7,
    location_id: null,
    fields: { name: 'Jo', email: 'jo@example.com', opt_in: false },
  };

  it('is the same for the same values in any key order', () => {
    const reordered = { ...body, fields: { opt_in: false, email: 'jo@example.com', name: 'Jo' } };
    expect(submissionFingerprint(reordered)).toBe(submissionFingerprint(body));
  });

  it('changes when a value, the car or the location changes', () => {
    const base = submissionFingerprint(body);
    expect(submissionFingerprint({ ...body, fields: { ...body.fields, name: 'Jo B' } })).not.toBe(base);
    expect(submissionFingerprint({ ...body, car_id: 8 })).not.toBe(base);
    expect(submissionFingerprint({ ...body, location_id: 3 })).not.toBe(base);
  });
});
