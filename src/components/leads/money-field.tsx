'use client';

import { useDigitCaret } from '@/components/ui/use-digit-caret';
import { groupThousands, moneyDigits, type LeadField } from '@/domain/leads';
import { FieldError } from '@/components/form/field-error';
import { describedBy } from '@/components/form/field-ids';
import { CONTROL_CLASS, FieldLabel, controlBorder } from '@/components/form/field-label';

type MoneyFieldProps = {
  id: string;
  field: LeadField;
  /** The amount's digits ('25000'); the input shows them grouped ('25,000'). */
  value: string;
  error: string | null;
  onChange: (digits: string) => void;
};

/**
 * A whole-dollar amount: a '$' before the box, thousand separators while typing, a numeric keypad on phones.
 * Only digits reach the value (cents are dropped, up to $10,000,000's eight digits); the server checks again.
 */
export function MoneyField({ id, field, value, error, onChange }: MoneyFieldProps) {
  const { ref: caretRef, remember: rememberCaret } = useDigitCaret();
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id} label={field.label} required={field.required} />
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-base text-muted"
        >
          $
        </span>
        <input
          ref={caretRef}
          id={id}
          name={field.name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={groupThousands(value)}
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hasHint: false, hasError: Boolean(error) })}
          onChange={(event) => {
            rememberCaret(event);
            onChange(moneyDigits(event.target.value));
          }}
          className={`${CONTROL_CLASS} ${controlBorder(Boolean(error))} pl-7`}
        />
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
