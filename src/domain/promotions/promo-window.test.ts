import { describe, expect, it } from 'vitest';
import { isPromoContentShown, isPromoWindowActive, type GatingWindow } from './promo-window';

/** K-22: the spec's window. */
const WINDOW = { start: '2025-08-21T08:30:00+10:00', end: '2025-09-30T17:30:00+10:00' };

describe('isPromoWindowActive (K-22: start and end both inclusive)', () => {
  it.each([
    ['2025-08-21T08:29:00+10:00', false],
    ['2025-08-21T08:29:59.999+10:00', false],
    ['2025-08-21T08:30:00+10:00', true],
    ['2025-09-01T12:00:00+10:00', true],
    ['2025-09-30T17:30:00+10:00', true],
    ['2025-09-30T17:30:00.001+10:00', false],
    ['2025-09-30T17:31:00+10:00', false],
    // The same instants written in UTC: the offset decides, not the server's zone.
    ['2025-08-20T22:30:00Z', true],
    ['2025-08-20T22:29:00Z', false],
    ['2025-09-30T07:30:00Z', true],
    ['2025-09-30T07:31:00Z', false],
  ])('at %s is %s', (now, active) => {
    expect(isPromoWindowActive(WINDOW, new Date(now))).toBe(active);
  });
});

describe('isPromoContentShown (K-22 proposal: a window gates its target)', () => {
  const inside = new Date('2025-09-01T00:00:00+10:00');
  const after = new Date('2025-10-01T00:00:00+10:00');
  const slideWindow: GatingWindow = { ...WINDOW, target: 'slider', targetId: '7' };

  it('shows content no window names, whatever the time', () => {
    expect(isPromoContentShown([], 'popup', 'eofy', after)).toBe(true);
    expect(isPromoContentShown([slideWindow], 'slider', '8', after)).toBe(true);
    expect(isPromoContentShown([slideWindow], 'popup', '7', after)).toBe(true);
  });

  it('shows a named item only inside its window', () => {
    expect(isPromoContentShown([slideWindow], 'slider', '7', inside)).toBe(true);
    expect(isPromoContentShown([slideWindow], 'slider', '7', after)).toBe(false);
  });

  it('a window without a target id gates every item of its target', () => {
    const whole: GatingWindow = { ...WINDOW, target: 'popup', targetId: null };
    expect(isPromoContentShown([whole], 'popup', 'any', inside)).toBe(true);
    expect(isPromoContentShown([whole], 'popup', 'any', after)).toBe(false);
  });

  it('any one active window of several is enough', () => {
    const later: GatingWindow = {
      start: '2025-12-01T00:00:00+10:00',
      end: '2025-12-31T23:59:00+10:00',
      target: 'slider',
      targetId: '7',
    };
    expect(isPromoContentShown([slideWindow, later], 'slider', '7', new Date('2025-12-10T00:00:00Z'))).toBe(
      true,
    );
    expect(isPromoContentShown([slideWindow, later], 'slider', '7', after)).toBe(false);
  });
});
