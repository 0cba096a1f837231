import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, isPastDeadline, retryDelayMs } from './retry-policy';

const policy = DEFAULT_RETRY_POLICY;

describe('retryDelayMs', () => {
  it('doubles the ceiling per attempt from 30 s, and full jitter scales it by the random draw', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, policy, () => 0.999_999))).toEqual([
      29_999, 59_999, 119_999, 239_999,
    ]);
    expect(retryDelayMs(3, policy, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(3, policy, () => 0)).toBe(0);
  });

  it('never waits longer than the one-hour cap, however many attempts', () => {
    expect(retryDelayMs(8, policy, () => 0.999_999)).toBe(3_599_996);
    expect(retryDelayMs(500, policy, () => 0.999_999)).toBe(3_599_996);
  });
});

describe('isPastDeadline', () => {
  const created = new Date('2026-03-01T00:00:00Z');
  it('is reached 72 hours after the lead was stored', () => {
    expect(isPastDeadline(created, new Date('2026-03-03T23:59:59Z'), policy)).toBe(false);
    expect(isPastDeadline(created, new Date('2026-03-04T00:00:00Z'), policy)).toBe(true);
  });
});
