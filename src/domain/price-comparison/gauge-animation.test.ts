import { describe, expect, it } from 'vitest';
import {
  FILL_ANIMATION_MS,
  GAUGE_SETTLED_MS,
  animatedFill,
  easeOutCubic,
  isGaugeSettled,
} from './gauge-animation';

describe('gauge animation (E-11, E-12)', () => {
  it('runs the fill over 2000 ms and settles the label by 2500 ms', () => {
    expect(FILL_ANIMATION_MS).toBe(2000);
    expect(GAUGE_SETTLED_MS).toBe(2500);
  });

  it('eases out from 0 to 1 and clamps outside 0..1', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(0.5)).toBe(0.875);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });

  it('sweeps to the displayed fill (never under 20 %) at 2000 ms and stays there', () => {
    expect(animatedFill(0.8, 0)).toBe(0);
    expect(animatedFill(0.8, 1000)).toBeCloseTo(0.7, 10);
    expect(animatedFill(0.8, 2000)).toBe(0.8);
    expect(animatedFill(0.8, 5000)).toBe(0.8);
    expect(animatedFill(0.05, 2000)).toBe(0.2);
  });

  it('is settled from 2500 ms', () => {
    expect(isGaugeSettled(2499)).toBe(false);
    expect(isGaugeSettled(2500)).toBe(true);
  });
});
