'use client';

import type { HTMLAttributes, ReactNode } from 'react';
import type { LeadField } from '@/domain/leads';
import { FieldError } from '@/components/form/field-error';
import { describedBy } from '@/components/form/field-ids';
import { CONTROL_CLASS, FieldLabel, controlBorder } from '@/components/form/field-label';

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

/** F-65: kilometre inputs show ' kms' after the number. */
const UNIT_SUFFIX: Partial<Record<LeadField['type'], string>> = { odometer: 'kms' };

/** The id of a field's own live region (the rego lookup's messages). */
export const statusId = (id: string) => `${id}-status`;

type TextFieldProps = {
  id: string;
  field: LeadField;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  /** Offered as the buyer types, through a native datalist; any other text stays allowed. null: none. */
  suggestions?: readonly string[] | null;
  /** A button beside the input (the rego lookup). */
  action?: ReactNode;
  /** The message of the field's polite live region, which takes its line from the start; undefined: none. */
  status?: string;
};

export function TextField(props: TextFieldProps) {
  const { id, field, value, error, onChange, suggestions = null, action, status } = props;
  const listId = `${id}-suggestions`;
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
  const unit = UNIT_SUFFIX[field.type];
  const box =
    field.type === 'textarea' ? (
      <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />
    ) : (
      <input
        {...common}
        {...inputShape(field)}
        className={unit ? `${common.className} pr-14` : common.className}
        list={suggestions ? listId : undefined}
        autoCapitalize={field.type === 'rego' || field.type === 'licence' ? 'characters' : undefined}
        onChange={(event) => onChange(cleanInput(field, event.target.value))}
      />
    );
  // The label already names the unit for screen readers ('Odometer (km)'); the suffix is for the eye.
  const input = unit ? (
    <div className="relative">
      {box}
      <span
        aria-hidden="true"
        data-testid="field-unit"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-base text-muted"
      >
        {unit}
      </span>
    </div>
  ) : (
    box
  );
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id} label={field.label} required={field.required} />
      {action ? (
        <div className="flex items-start gap-2 [&>input]:min-w-0 [&>input]:flex-1">
          {input}
          {action}
        </div>
      ) : (
        input
      )}
      {/* A native datalist: the browser filters it as the buyer types, with its own keyboard and screen reader use. */}
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      ) : null}
      <FieldError id={id} message={error} />
      {status === undefined ? null : (
        <p id={statusId(id)} role="status" className="min-h-5 text-sm">
          {status}
        </p>
      )}
    </div>
  );
}
