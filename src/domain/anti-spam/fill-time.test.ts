import { describe, expect, it } from 'vitest';
import { isFilledTooFast } from './fill-time';

const NOW = new Date('2026-03-01T10:00:00Z');
const ago = (ms: number) => NOW.getTime() - ms;

describe('isFilledTooFast', () => {
  it('flags a form submitted sooner than the minimum after it opened', () => {
    expect(isFilledTooFast({ openedAt: ago(2_999), now: NOW, minFillSeconds: 3 })).toBe(true);
    expect(isFilledTooFast({ openedAt: ago(3_000), now: NOW, minFillSeconds: 3 })).toBe(false);
    expect(isFilledTooFast({ openedAt: ago(600_000), now: NOW, minFillSeconds: 3 })).toBe(false);
  });

  it('counts a missing or non-numeric opening time as too fast', () => {
    expect(isFilledTooFast({ openedAt: undefined, now: NOW, minFillSeconds: 3 })).toBe(true);
    expect(isFilledTooFast({ openedAt: '1700000000000', now: NOW, minFillSeconds: 3 })).toBe(true);
    expect(isFilledTooFast({ openedAt: Number.NaN, now: NOW, minFillSeconds: 3 })).toBe(true);
  });

  it('tolerates five minutes of browser clock skew but not a time further in the future', () => {
    expect(isFilledTooFast({ openedAt: ago(-60_000), now: NOW, minFillSeconds: 0 })).toBe(false);
    expect(isFilledTooFast({ openedAt: ago(-60_000), now: NOW, minFillSeconds: 3 })).toBe(true);
    expect(isFilledTooFast({ openedAt: ago(-300_001), now: NOW, minFillSeconds: 0 })).toBe(true);
  });

  it('counts an opening time more than a week old as implausible', () => {
    expect(isFilledTooFast({ openedAt: ago(7 * 86_400_000 + 1), now: NOW, minFillSeconds: 3 })).toBe(true);
    expect(isFilledTooFast({ openedAt: 0, now: NOW, minFillSeconds: 3 })).toBe(true);
  });

  it('never flags when the site sets no minimum and the time is plausible', () => {
    expect(isFilledTooFast({ openedAt: NOW.getTime(), now: NOW, minFillSeconds: 0 })).toBe(false);
  });
});
