import type { ReactNode } from 'react';
import { CONTROL_CLASS, controlBorder } from '@/components/form/field-label';

const CONTROL = `${CONTROL_CLASS} ${controlBorder(false)}`;

/** A labelled control of a console list's filter form (a plain GET form: it works before any script runs). */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

export function FilterSearch({ id, value, label }: { id: string; value: string; label: string }) {
  return (
    <FilterField id={id} label={label}>
      <input id={id} name="q" type="search" defaultValue={value} maxLength={100} className={CONTROL} />
    </FilterField>
  );
}

export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FilterField id={id} label={label}>
      <select id={id} name={name} defaultValue={value} className={CONTROL}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
