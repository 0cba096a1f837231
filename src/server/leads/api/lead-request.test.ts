import { describe, expect, it } from 'vitest';
import { canonicalJson, fingerprintLeadRequest, leadRequestSchema } from './lead-request';

const request = {
  form_type: 'test_drive',
  category: 'Test Drive',
  car_id: '42',
  idempotency_key: 'abcdefghijklmnop',
  fields: { b: 2, a: [1, { d: 1, c: 2 }] },
  user_data: { url: '/cars/x' },
};

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { y: [2, { z: 1, x: null }], w: undefined } })).toBe(
      '{"a":{"y":[2,{"x":null,"z":1}]},"b":1}',
    );
  });
});

describe('leadRequestSchema', () => {
  it('reads ids from numbers or numeric strings, and empty ids as none', () => {
    const parsed = leadRequestSchema.parse({ ...request, location_id: '' });
    expect([parsed.car_id, parsed.location_id, parsed.consent]).toEqual([42, null, undefined]);
  });

  it('refuses fields the server derives itself', () => {
    expect(leadRequestSchema.safeParse({ ...request, dealership_slug: 'x' }).success).toBe(false);
  });
});

describe('fingerprintLeadRequest', () => {
  it('is the same for the same submission in any key order, whatever the attribution', () => {
    const one = leadRequestSchema.parse(request);
    const two = leadRequestSchema.parse({
      user_data: { url: '/elsewhere' },
      fields: { a: [1, { c: 2, d: 1 }], b: 2 },
      idempotency_key: 'abcdefghijklmnop',
      car_id: 42,
      category: 'Test Drive',
      form_type: 'test_drive',
    });
    expect(fingerprintLeadRequest(one)).toBe(fingerprintLeadRequest(two));
    const changed = leadRequestSchema.parse({ ...request, fields: { ...request.fields, b: 3 } });
    expect(fingerprintLeadRequest(changed)).not.toBe(fingerprintLeadRequest(one));
  });
});
