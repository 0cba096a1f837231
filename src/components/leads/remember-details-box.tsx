'use client';

import { REMEMBER_DETAILS_HINT, REMEMBER_DETAILS_LABEL } from '@/domain/lead-forms/remembered';

/**
 * Decision 053: the buyer chooses whether this browser keeps their name, email and phone for the next form;
 * unticked until they tick it. Not a field of the lead: nothing of it is sent.
 */
export function RememberDetailsBox({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
          className="size-6 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm">
          {REMEMBER_DETAILS_LABEL}
        </label>
      </div>
      <p id={`${id}-hint`} className="pl-9 text-sm text-muted">
        {REMEMBER_DETAILS_HINT}
      </p>
    </div>
  );
}
