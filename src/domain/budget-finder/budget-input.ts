import { formatMoney } from '@/domain/format/money';
import { formatWholeNumber } from '@/domain/format/number';
import { BUDGET_INPUT_MAX, type BudgetFrequency, type BudgetInputs } from './budget';

/**
 * F-66: what a budget box holds after the buyer types. Digits only: the box's own thousand separators and a
 * '$' or spaces are allowed back in (the box shows '2,000'); anything else (letters, '-', '.', 'e') is refused
 * with null, so the box keeps its value. An emptied box is 0; numbers are capped at 1,000,000 (F-56).
 */
export function readBudgetDigits(text: string): number | null {
  const digits = text.replace(/[$,\s]/g, '');
  if (digits === '') return 0;
  if (!/^\d+$/.test(digits)) return null;
  return Math.min(BUDGET_INPUT_MAX, Number(digits));
}

/** F-63: the number in a money box, with thousand separators and no '$' (the box shows the prefix): '2,000'. */
export function formatBudgetDigits(value: number): string {
  return formatWholeNumber(value);
}

/** F-63/F-64: a quick pick's label, '$5,000'. */
export function quickPickLabel(value: number): string {
  return formatMoney(value);
}

/**
 * F-55: changing the frequency moves the repayment to the new frequency's default (600 monthly, 200 weekly)
 * while the buyer has not typed a figure of their own; a typed figure is kept.
 */
export function switchBudgetFrequency(
  inputs: BudgetInputs,
  frequency: BudgetFrequency,
  defaults: Record<BudgetFrequency, number>,
): BudgetInputs {
  if (inputs.frequency === frequency) return inputs;
  const isDefault = inputs.repayment === defaults[inputs.frequency];
  return { ...inputs, frequency, repayment: isDefault ? defaults[frequency] : inputs.repayment };
}
