import { describe, expect, it } from 'vitest';
import {
  retryAfterSeconds,
  tooManyChallengesMessage,
  tooManySubmissionsMessage,
  waitInMinutes,
} from './retry-after';

describe('retryAfterSeconds (decision 035)', () => {
  it('rounds the wait up to whole seconds', () => {
    expect(retryAfterSeconds(600_000)).toBe(600);
    expect(retryAfterSeconds(599_001)).toBe(600);
    expect(retryAfterSeconds(1)).toBe(1);
  });

  it('is at least 1 second, even for a window that has just ended', () => {
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(-1)).toBe(1);
  });
});

describe('waitInMinutes', () => {
  it('rounds up to whole minutes, at least 1, singular for 1', () => {
    expect(waitInMinutes(1)).toBe('1 minute');
    expect(waitInMinutes(60)).toBe('1 minute');
    expect(waitInMinutes(61)).toBe('2 minutes');
    expect(waitInMinutes(600)).toBe('10 minutes');
  });
});

describe('the 429 messages', () => {
  it('say what was refused and how long to wait', () => {
    expect(tooManySubmissionsMessage(356)).toBe(
      'Too many submissions from this address. Please try again in 6 minutes.',
    );
    expect(tooManyChallengesMessage(30)).toBe(
      'Too many challenges from this address. Please try again in 1 minute.',
    );
  });
});
