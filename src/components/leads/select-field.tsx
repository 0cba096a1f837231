'use client';

import type { LeadField } from '@/domain/leads';
import { FieldError } from '@/components/form/field-error';
import { describedBy } from '@/components/form/field-ids';
import { CONTROL_CLASS, FieldLabel, controlBorder } from '@/components/form/field-label';

type SelectFieldProps = {
  id: string;
  field: LeadField;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
};

/** A native select: the phone's own picker, and fully keyboard and screen-reader operable. */
export function SelectField({ id, field, value, error, onChange }: SelectFieldProps) {
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id} label={field.label} required={field.required} />
      <select
        id={id}
        name={field.name}
        value={value}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hasHint: false, hasError: Boolean(error) })}
        onChange={(event) => onChange(event.target.value)}
        className={`${CONTROL_CLASS} ${controlBorder(Boolean(error))}`}
      >
        <option value="">Please select</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} message={error} />
    </div>
  );
}
