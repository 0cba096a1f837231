'use client';

import type { LeadField } from '@/domain/leads';
import { FieldError } from '@/components/form/field-error';
import { describedBy, hintId } from '@/components/form/field-ids';

type CheckboxFieldProps = {
  id: string;
  field: LeadField;
  checked: boolean;
  error: string | null;
  /** The site's own terms disclaimer shown with the terms box (H-30). */
  hint?: string | null;
  onChange: (checked: boolean) => void;
};

/** The opt-in (unticked unless the site says otherwise, decision 1), the terms box and additional services. */
export function CheckboxField({ id, field, checked, error, hint = null, onChange }: CheckboxFieldProps) {
  return (
    <div className="space-y-1">
      {hint ? (
        <p id={hintId(id)} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={field.name}
          checked={checked}
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hasHint: Boolean(hint), hasError: Boolean(error) })}
          onChange={(event) => onChange(event.target.checked)}
          className="size-6 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm">
          {field.label}
          {field.required ? (
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          ) : null}
        </label>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
