'use client';

import type { HTMLAttributes } from 'react';
import type { LeadField } from '@/domain/leads';
import { FieldError } from './field-error';
import { describedBy } from './field-ids';
import { CONTROL_CLASS, FieldLabel, controlBorder } from './field-label';

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];
type InputShape = { type: string; inputMode?: InputMode; autoComplete: string; pattern?: string };

const AUTOCOMPLETE_BY_NAME: Record<string, string> = {
  name: 'name',
  last_name: 'family-name',
  email: 'email',
  phone: 'tel',
  postcode: 'postal-code',
};

/** The right keyboard on a phone and the browser's autofill for each kind of field. */
function inputShape(field: LeadField): InputShape {
  const autoComplete =
    field.autoComplete ??
    (field.label === 'First Name' ? 'given-name' : (AUTOCOMPLETE_BY_NAME[field.name] ?? 'off'));
  switch (field.type) {
    case 'email':
      return { type: 'email', inputMode: 'email', autoComplete };
    case 'tel':
      return { type: 'tel', inputMode: 'tel', autoComplete };
    // H-37: a plain text box (no number spinner, no thousand separator) with a numeric keypad.
    case 'postcode':
      return { type: 'text', inputMode: 'numeric', autoComplete, pattern: '[0-9]*' };
    case 'modelYear':
      return { type: 'text', inputMode: 'numeric', autoComplete, pattern: '[0-9]*' };
    // Separators allowed ('85,000'), so no pattern: the schema reads them.
    case 'odometer':
      return { type: 'text', inputMode: 'numeric', autoComplete };
    case 'date':
      return { type: 'date', autoComplete };
    case 'birthDate':
      return { type: 'date', autoComplete: field.autoComplete ?? 'bday' };
    default:
      return { type: 'text', autoComplete };
  }
}

/** H-37: only digits reach the value, four at most, whatever is typed or pasted. */
function cleanInput(field: LeadField, raw: string): string {
  if (field.type !== 'postcode') return raw;
  return raw.replace(/\D/g, '').slice(0, field.maxLength ?? 4);
}

type TextFieldProps = {
  id: string;
  field: LeadField;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
};

export function TextField({ id, field, value, error, onChange }: TextFieldProps) {
  const common = {
    id,
    name: field.name,
    value,
    'aria-required': field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hasHint: false, hasError: Boolean(error) }),
    maxLength: field.maxLength ?? undefined,
    className: `${CONTROL_CLASS} ${controlBorder(Boolean(error))}`,
  };
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id} label={field.label} required={field.required} />
      {field.type === 'textarea' ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          {...inputShape(field)}
          autoCapitalize={field.type === 'rego' || field.type === 'licence' ? 'characters' : undefined}
          onChange={(event) => onChange(cleanInput(field, event.target.value))}
        />
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}
