import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@/domain/lead-forms/request';
import { buyerAddress, makeSubmissions, type ChaosTarget } from './submissions';

describe('buyerAddress (decision 035)', () => {
  it('gives every chaos buyer an address of their own in the benchmarking range', () => {
    expect([0, 1, 256, 65_535, 65_536].map(buyerAddress)).toEqual([
      '198.18.0.0',
      '198.18.0.1',
      '198.18.1.0',
      '198.18.255.255',
      '198.19.0.0',
    ]);
    const addresses = Array.from({ length: 2_000 }, (_, index) => buyerAddress(index));
    expect(new Set(addresses).size).toBe(2_000);
  });
});

describe('makeSubmissions', () => {
  it('gives every submission a key the lead API accepts, whatever the seed (CI drew seed 23456: "i3k")', () => {
    const targets: ChaosTarget[] = [
      { siteId: 1, host: 'a.localhost', forms: [{ carId: 7, initialValues: {} }] },
    ];
    for (const runId of ['0', 'i3k', 'lfls']) {
      const keys = makeSubmissions(targets, 3, runId, () => 0.5).map(
        (submission) => submission.body.idempotency_key as string,
      );
      expect(keys[2]).toBe(`chaos-${runId}-00000002`);
      expect(keys.filter((key) => IDEMPOTENCY_KEY_PATTERN.test(key))).toEqual(keys);
    }
  });
});
