'use client';

import { ConsoleField, consoleControl } from '../console-field';

type DraftTextFieldProps = {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** A textarea of this many rows; a one-line input when absent. */
  rows?: number;
  type?: 'text' | 'date' | 'datetime-local' | 'number';
};

/** One labelled text control of a settings form, its hint and problem tied to it for screen readers. */
export function DraftTextField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  maxLength,
  rows,
  type,
}: DraftTextFieldProps) {
  const shared = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': hint ? `${id}-hint` : undefined,
    className: consoleControl(error),
  };
  return (
    <ConsoleField id={id} label={label} hint={hint} error={error}>
      {rows ? (
        <textarea
          {...shared}
          rows={rows}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          type={type ?? 'text'}
          maxLength={type === 'number' ? undefined : maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </ConsoleField>
  );
}
