import type { FinanceConfig } from '@/config';
import { MIN_DISPLAYED_PRICE } from '@/domain/format/money';

export type SliderRange = { min: number; max: number; step: number };

/** A car price the calculator may use: prices of 10 or less are placeholders (S2 §4), not prices. */
export function usableCarPrice(price: number | null | undefined): number | null {
  return typeof price === 'number' && Number.isFinite(price) && price > MIN_DISPLAYED_PRICE ? price : null;
}

/** Keeps a value inside a range; a value that is not a number sits on the minimum. */
export function clampToRange(value: number, range: { min: number; max: number }): number {
  if (Number.isNaN(value)) return range.min;
  return Math.min(range.max, Math.max(range.min, value));
}

/** Rounds up to a multiple of the step, ignoring binary noise (126000.00000000001 stays 126000). */
function ceilToStep(value: number, step: number): number {
  return Math.ceil(Number((value / step).toFixed(9))) * step;
}

/**
 * F-2/F-3/F-4 `loanAmountRange`: min from config (1000, or 5000 through a provider or brand profile), max
 * 100000 and step 500. In 'price105' mode a car priced above the max raises the max to 105% of its price, rounded
 * up to a multiple of the step (checklist proposal) so the slider can reach it: 120000 → 126000.
 */
export function loanAmountRange(
  finance: Pick<FinanceConfig, 'loanAmount'>,
  carPrice: number | null,
): SliderRange {
  const { min, max, step, maxMode } = finance.loanAmount;
  const price = usableCarPrice(carPrice);
  if (maxMode === 'price105' && price !== null && price > max) {
    // 105/100 rather than × 1.05: integer prices then stay exact.
    return { min, max: ceilToStep((price * 105) / 100, step), step };
  }
  return { min, max, step };
}

export const TERM_MIN_YEARS = 1;
export const TERM_STEP_YEARS = 0.5;

/**
 * F-5 the term slider. 'years': 1..termMaxYears in steps of 0.5, the slider value is the term. 'options': the
 * dealer's custom year increments; the slider moves by index (0..length−1) and the term is the option there.
 */
export type TermSliderModel =
  | { kind: 'years'; min: number; max: number; step: number }
  | { kind: 'options'; min: 0; max: number; step: 1; options: readonly number[] };

export function termSliderModel(
  finance: Pick<FinanceConfig, 'termMaxYears' | 'termYearOptions'>,
): TermSliderModel {
  const options = finance.termYearOptions;
  if (options !== null && options.length > 0) {
    const sorted = [...options].sort((a, b) => a - b);
    return { kind: 'options', min: 0, max: sorted.length - 1, step: 1, options: sorted };
  }
  // A max below a year (a config slip) still gives a one-position slider rather than min > max.
  const max = Math.max(TERM_MIN_YEARS, finance.termMaxYears);
  return { kind: 'years', min: TERM_MIN_YEARS, max, step: TERM_STEP_YEARS };
}

/** A range widened (never narrowed) so it holds `value`: a slider that can show where a quote starts. */
export function reaching<Range extends { min: number; max: number }>(range: Range, value: number): Range {
  return { ...range, min: Math.min(range.min, value), max: Math.max(range.max, value) };
}

/** The term slider with `termYears` among its positions (a lender's 6 years beside options of 5 and 7). */
export function termSliderReaching(model: TermSliderModel, termYears: number): TermSliderModel {
  if (model.kind === 'years') return reaching(model, termYears);
  if (model.options.includes(termYears)) return model;
  const options = [...model.options, termYears].sort((a, b) => a - b);
  return { ...model, max: options.length - 1, options };
}

/** F-5 the term in years at a slider position. */
export function termYearsAt(model: TermSliderModel, sliderValue: number): number {
  if (model.kind === 'years') return clampToRange(sliderValue, model);
  const index = Math.round(clampToRange(sliderValue, model));
  return model.options[index] ?? model.options[0] ?? TERM_MIN_YEARS;
}

/** F-5 the slider position for a term: the term itself (clamped), or the index of the nearest option. */
export function termSliderValue(model: TermSliderModel, termYears: number): number {
  if (model.kind === 'years') return clampToRange(termYears, model);
  let nearest = 0;
  model.options.forEach((option, index) => {
    const best = model.options[nearest] ?? option;
    if (Math.abs(option - termYears) < Math.abs(best - termYears)) nearest = index;
  });
  return nearest;
}

export type InterestSliderModel = SliderRange & { disabled: boolean };

/**
 * F-6/F-7 `interestRange`: the provider's range (default 0.5–15, step 0.5; 1–14.5, 5.99–15.99, 7.5–14.5,
 * 9.95–19.95 and 4–20 come from profiles and overrides), and whether the slider is shown but not draggable.
 */
export function interestRange(
  finance: Pick<FinanceConfig, 'interestRange' | 'interestSliderDisabled'>,
): InterestSliderModel {
  const { min, max, step } = finance.interestRange;
  return { min, max, step, disabled: finance.interestSliderDisabled };
}
