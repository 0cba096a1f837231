'use client';

import { CAR_TYPES } from '@/domain/search/car-type-routes';
import { InlineAlert } from '@/components/ui/inline-alert';
import type { CarType } from './use-promotion-form';

const CAR_TYPE_LABELS: Record<CarType, string> = { new: 'New cars', used: 'Used cars', demo: 'Demo cars' };

/** The searches a promotion shows on: by car type, and whether every type the buyer chose must be ticked. */
export function PromotionDisplayFieldset({
  display,
  onToggle,
  strictDisplay,
  onStrict,
  error,
}: {
  display: readonly CarType[];
  onToggle: (type: CarType, on: boolean) => void;
  strictDisplay: boolean;
  onStrict: (strict: boolean) => void;
  error: string | null;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">Show on searches for</legend>
      <p className="text-sm text-muted">None ticked: every search.</p>
      {CAR_TYPES.map((type) => (
        <label key={type} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={display.includes(type)}
            onChange={(event) => onToggle(type, event.target.checked)}
            className="size-4"
          />
          {CAR_TYPE_LABELS[type]}
        </label>
      ))}
      <InlineAlert message={error} />
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          checked={strictDisplay}
          onChange={(event) => onStrict(event.target.checked)}
          className="size-4"
        />
        Strict: only when every car type the buyer chose is ticked here
      </label>
    </fieldset>
  );
}
