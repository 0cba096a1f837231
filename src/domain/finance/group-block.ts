import type { FinanceConfig } from '@/config';
import { formatMoney } from '@/domain/format/money';
import { clampToRange, type SliderRange } from './calculator-ranges';

/** The group-site finance block (F-44..F-51, X-7): a different widget from the vehicle-page calculator. */
type GroupBlockConfig = Pick<FinanceConfig, 'groupBlock' | 'defaultInterestRate'>;

export type Bounds = { min: number; max: number };
export type GroupSlider = SliderRange & { defaultValue: number };

/** F-44: 1000 (5000 for one provider or brand) to 250000. */
export function purchasePriceBounds(finance: GroupBlockConfig): Bounds {
  const { purchasePriceMin, purchasePriceMax } = finance.groupBlock;
  return { min: purchasePriceMin, max: purchasePriceMax };
}

/** F-45 'Cannot be less than $1,000 or more than $250,000' (proposal: both ends currency-formatted). */
export function purchasePriceMessage(finance: GroupBlockConfig): string {
  const { min, max } = purchasePriceBounds(finance);
  return `Cannot be less than ${formatMoney(min)} or more than ${formatMoney(max)}`;
}

/** Said when a typed purchase price is 0 or less (decision 071). */
export const PURCHASE_PRICE_REFUSAL = 'Enter a purchase price of more than $0; the price has not changed.';

/**
 * F-46 as decided in decision 071: a typed purchase price of 0 or less (or not a number) is refused with a message
 * and the price stays as it was, rather than becoming 0 or the minimum. Any positive price is accepted; one
 * outside the range is moved inside it with the F-45 message (F-50).
 */
export function purchasePriceRefusal(typed: number): string | null {
  return Number.isFinite(typed) && typed > 0 ? null : PURCHASE_PRICE_REFUSAL;
}

/** F-50 `clampInput` (slider and blur): above the max → the max; at or below the min → the min. */
export function clampInput(value: number, bounds: Bounds): number {
  return clampToRange(value, bounds);
}

/** F-47: 1 to 7 years, step 0.5, default 5 (the block's term, not the vehicle page's 6; X-3). */
export const GROUP_TERM_SLIDER: GroupSlider = { min: 1, max: 7, step: 0.5, defaultValue: 5 };

/** F-48: 0.5–15% by default (7.5–14.5 or 4–20 through profiles), step 0.5, default 10 kept inside the range. */
export function groupInterestSlider(finance: GroupBlockConfig): GroupSlider {
  const { min, max, step } = finance.groupBlock.interestRange;
  return { min, max, step, defaultValue: clampToRange(finance.defaultInterestRate, { min, max }) };
}

/** F-49: deposit/trade-in from 0 to 250000, step 0.5, starting empty. */
export function groupDepositSlider(finance: GroupBlockConfig): GroupSlider {
  return { min: 0, max: finance.groupBlock.depositMax, step: 0.5, defaultValue: 0 };
}

/** F-49: residual from 0 to 250000, step 0.5, starting empty. */
export function groupResidualSlider(finance: GroupBlockConfig): GroupSlider {
  return { min: 0, max: finance.groupBlock.residualMax, step: 0.5, defaultValue: 0 };
}
