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

export type TypedPurchasePrice = { value: number; message: string | null };

/**
 * F-45/F-46 a typed purchase price: zero, negative or not a number is stored as 0, and anything outside the
 * range shows the F-45 message. The typed value is kept as typed otherwise; clamping waits for slider or blur.
 */
export function typedPurchasePrice(typed: number, finance: GroupBlockConfig): TypedPurchasePrice {
  const value = Number.isFinite(typed) && typed > 0 ? typed : 0;
  const { min, max } = purchasePriceBounds(finance);
  return { value, message: value < min || value > max ? purchasePriceMessage(finance) : null };
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
