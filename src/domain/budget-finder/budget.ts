import type { FinanceConfig } from '@/config';
import { parseTypedAmount } from '@/domain/finance/typed-amount';

export type BudgetFrequency = 'month' | 'week';

/** F-54: the budget finder spreads repayments over 5 years (`budgetDefaults.termYears`). */
export const DEFAULT_BUDGET_TERM_YEARS = 5;

/** F-56: repayment and deposit inputs run from 0 to 1,000,000. */
export const BUDGET_INPUT_MAX = 1_000_000;

/**
 * F-56 `clampBudgetInput`: a number clamped to 0..1,000,000; anything else is 0. A typed field arrives as text,
 * so digits (with the F-63 thousand separators and '$' prefix) count as their number: '2,000' → 2000.
 */
export function clampBudgetInput(value: unknown): number {
  const parsed = budgetNumber(value);
  return parsed === null ? 0 : Math.min(BUDGET_INPUT_MAX, Math.max(0, parsed));
}

function budgetNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  return typeof value === 'string' ? parseTypedAmount(value) : null;
}

/**
 * F-54 `estimateBudget`: round(repayment × 12 × 5 + deposit) for monthly, round(repayment × 52 × 5 + deposit) for
 * weekly. Both inputs pass F-56 first, so a blank or runaway field cannot produce NaN or a billion-dollar budget.
 */
export function estimateBudget(
  repayment: number,
  frequency: BudgetFrequency,
  deposit: number,
  termYears: number = DEFAULT_BUDGET_TERM_YEARS,
): number {
  const perYear = frequency === 'month' ? 12 : 52;
  return Math.round(clampBudgetInput(repayment) * perYear * termYears + clampBudgetInput(deposit));
}

export type BudgetInputs = { repayment: number; deposit: number; frequency: BudgetFrequency };

/** F-55: repayment 600 monthly or 200 weekly, deposit 2000 (`budgetDefaults`). */
export function budgetDefaults(
  finance: Pick<FinanceConfig, 'budgetDefaults'>,
  frequency: BudgetFrequency,
): BudgetInputs {
  const defaults = finance.budgetDefaults;
  const repayment = frequency === 'month' ? defaults.monthlyRepayment : defaults.weeklyRepayment;
  return { repayment, deposit: defaults.deposit, frequency };
}

/** F-57: the budget cannot buy anything in the current results. No price stats means nothing to compare. */
export function isBudgetBelowResults(budget: number, minPriceInResults: number | null): boolean {
  return minPriceInResults !== null && budget < minPriceInResults;
}

/** F-52 the button, e.g. 'View Cars In This Range' with the vehicle noun (`vehicleTypeLabel`, F-24). */
export function viewInRangeText(carType: string): string {
  return `View ${carType}s In This Range`;
}

/** F-57 the disabled button. */
export function noneFoundButtonText(carType: string): string {
  return `0 ${carType}s Found`;
}

/** F-57 the message under the disabled button. */
export function noneForBudgetMessage(carType: string): string {
  return `No ${carType}s found for this budget`;
}

/** F-52/F-57 the button label for a budget against the current results. */
export function budgetButtonText(carType: string, budget: number, minPriceInResults: number | null): string {
  return isBudgetBelowResults(budget, minPriceInResults)
    ? noneFoundButtonText(carType)
    : viewInRangeText(carType);
}
