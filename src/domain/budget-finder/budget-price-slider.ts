import type { SliderRange } from '@/domain/finance/calculator-ranges';

/** F-62: the budget price slider's defaults. */
export const BUDGET_PRICE_SLIDER: SliderRange = { min: 5000, max: 250000, step: 500 };

/** F-61: the handles never meet; the lower stays at least this far below the upper. */
export const BUDGET_PRICE_MIN_GAP = 1;

export type PriceHandles = { lower: number; upper: number };

/**
 * F-61: moving one handle keeps it inside the slider and at least 1 away from the other handle, which stays
 * where it is. A move that is not a number leaves the handles as they were.
 */
export function moveBudgetPriceHandle(
  handles: PriceHandles,
  moved: keyof PriceHandles,
  value: number,
  slider: SliderRange = BUDGET_PRICE_SLIDER,
): PriceHandles {
  if (Number.isNaN(value)) return handles;
  if (moved === 'lower') {
    const highest = handles.upper - BUDGET_PRICE_MIN_GAP;
    return { lower: Math.max(slider.min, Math.min(value, highest)), upper: handles.upper };
  }
  const lowest = handles.lower + BUDGET_PRICE_MIN_GAP;
  return { lower: handles.lower, upper: Math.min(slider.max, Math.max(value, lowest)) };
}
