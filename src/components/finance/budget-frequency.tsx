import { useId } from 'react';
import { LABEL_CLASS } from '@/components/ui/calculator-styles';
import type { BudgetFrequency } from '@/domain/budget-finder/budget';
import { BUDGET_FREQUENCY_LABELS } from '@/domain/budget-finder/budget-finder';

type BudgetFrequencyProps = { value: BudgetFrequency; onChange: (frequency: BudgetFrequency) => void };

const OPTIONS: BudgetFrequency[] = ['month', 'week'];

/** F-54: monthly or weekly repayments, as two radio buttons (arrow keys move between them). */
export function BudgetFrequencyChoice({ value, onChange }: BudgetFrequencyProps) {
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className={LABEL_CLASS}>Repayment frequency</legend>
      <div className="flex gap-2">
        {OPTIONS.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-foreground/30 px-4 text-sm font-semibold has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="accent-primary"
            />
            {BUDGET_FREQUENCY_LABELS[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
