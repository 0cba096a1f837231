import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadRequestFingerprint } from './fingerprint';
import { buildLeadSubmission } from './submission';
import { TEST_CAR } from './test-rules';

const submission = buildLeadSubmission(
  'enquiry',
  { category: 'Vehicle Enquiry', message: 'Hi', name: 'Jo', 'Tyres (check_option)': true },
  TEST_CAR,
);

describe('leadRequestFingerprint', () => {
  it('writes canonical JSON with keys sorted at every level', () => {
    expect(leadRequestFingerprint({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}',
    );
  });

  it('does not depend on key order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (record) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse());
        expect(leadRequestFingerprint(reversed)).toBe(leadRequestFingerprint(record));
      }),
    );
  });

  it('ignores volatile keys and undefined values, and keeps array order', () => {
    const retry = {
      ...submission,
      idempotency_key: 'k2',
      altcha: 'fresh',
      submitted_at: new Date(),
      x: undefined,
    };
    expect(leadRequestFingerprint(retry)).toBe(
      leadRequestFingerprint({ ...submission, idempotency_key: 'k1' }),
    );
    expect(leadRequestFingerprint({ list: [1, 2] })).not.toBe(leadRequestFingerprint({ list: [2, 1] }));
    expect(leadRequestFingerprint({ a: 1, version: 3 }, { exclude: ['version'] })).toBe('{"a":1}');
  });

  it('tells a changed payload apart', () => {
    const changed = { ...submission, fields: { ...submission.fields, message: 'Hi!' } };
    expect(leadRequestFingerprint(changed)).not.toBe(leadRequestFingerprint(submission));
  });

  it('writes dates as ISO text', () => {
    expect(leadRequestFingerprint({ on: new Date('2025-10-06T00:00:00Z') })).toBe(
      '{"on":"2025-10-06T00:00:00.000Z"}',
    );
  });
});
