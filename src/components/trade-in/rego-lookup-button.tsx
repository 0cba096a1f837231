'use client';

import type { RegoLookupControl } from './use-rego-lookup';

type RegoLookupButtonProps = {
  lookup: RegoLookupControl;
  /** The live region the lookup's messages are read from. */
  statusId: string;
};

/**
 * 'Look up' beside the Rego field (decision 044). It stays the same size and in place while a lookup runs (no
 * jump on a phone), and stays focusable: a second press while one is on its way does nothing.
 */
export function RegoLookupButton({ lookup, statusId }: RegoLookupButtonProps) {
  return (
    <button
      type="button"
      onClick={lookup.isLooking ? undefined : lookup.lookUp}
      aria-disabled={lookup.isLooking || undefined}
      aria-describedby={statusId}
      className="inline-flex min-h-11 shrink-0 items-center rounded-md border border-current px-4 text-sm font-semibold aria-disabled:cursor-wait aria-disabled:opacity-70"
    >
      Look up<span className="sr-only"> the car by its registration</span>
    </button>
  );
}
