'use client';

import { CHECK_OPTION_SUFFIX, isFieldRequired, type LeadField as LeadFieldDef } from '@/domain/leads';
import { LeadField, type LeadFieldProps } from './lead-field';

type StepFieldsProps = Omit<LeadFieldProps, 'field' | 'value' | 'error'> & {
  fields: readonly LeadFieldDef[];
  values: Readonly<Record<string, string | boolean>>;
  errors: Readonly<Record<string, string>>;
};

type Block = { kind: 'field'; field: LeadFieldDef } | { kind: 'services'; fields: LeadFieldDef[] };

/** Consecutive '(check_option)' boxes (H-16) form one 'Additional Services' group. */
function blocks(fields: readonly LeadFieldDef[]): Block[] {
  const result: Block[] = [];
  for (const field of fields) {
    const last = result[result.length - 1];
    if (!field.name.endsWith(CHECK_OPTION_SUFFIX)) result.push({ kind: 'field', field });
    else if (last?.kind === 'services') last.fields.push(field);
    else result.push({ kind: 'services', fields: [field] });
  }
  return result;
}

/** One step's fields in order; a field another answer makes required is marked so as soon as it is. */
export function StepFields({ fields, values, errors, ...shared }: StepFieldsProps) {
  const render = (field: LeadFieldDef) => (
    <LeadField
      key={field.name}
      {...shared}
      field={{ ...field, required: isFieldRequired(field, values) }}
      value={values[field.name]}
      error={errors[field.name] ?? null}
    />
  );
  return (
    <div className="space-y-5">
      {blocks(fields).map((block) =>
        block.kind === 'field' ? (
          render(block.field)
        ) : (
          <fieldset key={block.fields[0]!.name} className="space-y-3">
            <legend className="text-sm font-semibold">Additional Services</legend>
            <div className="grid gap-3 sm:grid-cols-2">{block.fields.map(render)}</div>
          </fieldset>
        ),
      )}
    </div>
  );
}
