import { describe, expect, it } from 'vitest';
import { backoffWaitSeconds, waitInWords, type BackoffRule } from './backoff';

const rule: BackoffRule = { free: 5, firstWaitSeconds: 30, maxWaitSeconds: 900, windowSeconds: 3600 };

describe('backoffWaitSeconds (issue 38, finding 4)', () => {
  it('lets the first `free` events through back to back', () => {
    expect([1, 2, 3, 4].map((count) => backoffWaitSeconds(rule, count))).toEqual([0, 0, 0, 0]);
  });

  it('then doubles the wait after each event, up to the cap', () => {
    expect([5, 6, 7, 8, 9, 10, 11, 50].map((count) => backoffWaitSeconds(rule, count))).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900,
    ]);
  });

  it('never exceeds the cap, however large the count', () => {
    expect(backoffWaitSeconds(rule, 10_000)).toBe(900);
  });
});

describe('waitInWords', () => {
  it('says seconds under a minute, exactly, singular for 1', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(30)).toBe('30 seconds');
    expect(waitInWords(59)).toBe('59 seconds');
    expect(waitInWords(0)).toBe('1 second');
  });

  it('says whole minutes, rounded up, from a minute on', () => {
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(300)).toBe('5 minutes');
  });
});
