import { useId } from 'react';
import { LABEL_CLASS } from '@/components/ui/calculator-styles';
import { bodyTypeLabel } from '@/domain/vehicle/body-types';

type BudgetBodyTogglesProps = {
  label: string;
  bodies: readonly string[];
  selected: readonly string[];
  onToggle: (body: string) => void;
};

const TOGGLE_CLASS =
  'min-h-11 rounded-md border border-foreground/30 px-4 text-sm font-semibold aria-pressed:border-primary ' +
  'aria-pressed:bg-primary aria-pressed:text-primary-foreground';

/**
 * F-52/F-60: 'Select your preferred car types', one toggle per body type ('cabChassis' reads 'Cab Chassis');
 * each toggles that facet.
 */
export function BudgetBodyToggles({ label, bodies, selected, onToggle }: BudgetBodyTogglesProps) {
  const labelId = useId();
  if (bodies.length === 0) return null;
  return (
    <div role="group" aria-labelledby={labelId} className="space-y-2">
      <p id={labelId} className={LABEL_CLASS}>
        {label}
      </p>
      <div className="flex flex-wrap gap-2">
        {bodies.map((body) => (
          <button
            key={body}
            type="button"
            aria-pressed={selected.includes(body)}
            onClick={() => onToggle(body)}
            className={TOGGLE_CLASS}
          >
            {bodyTypeLabel(body)}
          </button>
        ))}
      </div>
    </div>
  );
}
