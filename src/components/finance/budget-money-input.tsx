import { useId } from 'react';
import { useDigitCaret } from '@/components/ui/use-digit-caret';
import { LABEL_CLASS } from '@/components/ui/calculator-styles';
import { formatBudgetDigits, quickPickLabel, readBudgetDigits } from '@/domain/budget-finder/budget-input';

type BudgetMoneyInputProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** F-63/F-64: amounts one press away. */
  quickPicks?: readonly number[];
};

const PICK_CLASS =
  'min-h-11 rounded-full border border-foreground/30 px-3 text-sm font-semibold aria-pressed:border-primary ' +
  'aria-pressed:bg-primary aria-pressed:text-primary-foreground';

/**
 * F-63/F-66: a money box with a '$' prefix and thousand separators that takes digits only (anything else is
 * refused and the box keeps its value), capped at 1,000,000 (F-56), with optional quick picks.
 */
export function BudgetMoneyInput({ label, value, onChange, quickPicks = [] }: BudgetMoneyInputProps) {
  const inputId = useId();
  const picksId = useId();
  const { ref: caretRef, remember: rememberCaret } = useDigitCaret();
  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className={LABEL_CLASS}>
        {label}
      </label>
      <div className="flex min-h-11 items-center rounded-md border border-foreground/40 bg-background focus-within:ring-2 focus-within:ring-primary">
        <span aria-hidden="true" className="pl-3 font-semibold">
          $
        </span>
        <input
          ref={caretRef}
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={formatBudgetDigits(value)}
          onChange={(event) => {
            const typed = readBudgetDigits(event.target.value);
            if (typed === null) return;
            rememberCaret(event);
            onChange(typed);
          }}
          className="min-h-11 w-full rounded-md bg-transparent py-2 pr-3 pl-1 text-base text-foreground outline-none"
        />
      </div>
      {quickPicks.length > 0 ? (
        <div role="group" aria-labelledby={picksId} className="space-y-1">
          <p id={picksId} className="text-sm">
            Quick picks for {label.toLowerCase()}
          </p>
          <div className="flex flex-wrap gap-2">
            {quickPicks.map((pick) => (
              <button
                key={pick}
                type="button"
                aria-pressed={value === pick}
                onClick={() => onChange(pick)}
                className={PICK_CLASS}
              >
                {quickPickLabel(pick)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
