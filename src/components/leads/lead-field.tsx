'use client';

import type { LeadField as LeadFieldDef } from '@/domain/leads';
import { PhotoField } from '@/components/trade-in/photo-field';
import { RegoLookupButton } from '@/components/trade-in/rego-lookup-button';
import type { CarFieldHelp } from '@/components/trade-in/use-car-entry';
import { CheckboxField } from './checkbox-field';
import { fieldId } from '@/components/form/field-ids';
import { MoneyField } from './money-field';
import { SelectField } from './select-field';
import { SlotPicker, type OfferedSlots } from './slot-picker';
import { statusId, TextField } from './text-field';

export type LeadFieldProps = {
  idPrefix: string;
  field: LeadFieldDef;
  value: string | boolean | undefined;
  error: string | null;
  termsText: string | null;
  /** Where test-drive slots come from (the chosen or the form's own location). */
  slotLocationId: number | null;
  offeredSlots: OfferedSlots | null;
  onChange: (name: string, value: string | boolean) => void;
  /** The trade-in valuation's help with the buyer's car (decision 044); absent on other forms. */
  carHelp?: CarFieldHelp | null;
};

/**
 * Make and Model suggestions, the odometer's quick picks, and the rego lookup's button and live region, where the
 * form has them.
 */
function carExtras(id: string, field: LeadFieldDef, help: CarFieldHelp | null | undefined) {
  if (!help) return {};
  if (field.name === 'make') return { suggestions: help.makes };
  if (field.name === 'model') return { suggestions: help.models };
  if (field.type === 'odometer') return { suggestions: help.kmQuickPicks };
  const lookup = field.type === 'rego' ? help.regoLookup : null;
  if (!lookup) return {};
  return { action: <RegoLookupButton lookup={lookup} statusId={statusId(id)} />, status: lookup.message };
}

/** One field, drawn by its type. Hidden fields carry fixed or prefilled values the buyer does not edit. */
export function LeadField(props: LeadFieldProps) {
  const { idPrefix, field, value, error, onChange } = props;
  const id = fieldId(idPrefix, field.name);
  const text = typeof value === 'string' ? value : '';
  const setText = (next: string) => onChange(field.name, next);
  switch (field.type) {
    case 'hidden':
      return (
        <input type="hidden" name={field.name} value={typeof value === 'boolean' ? String(value) : text} />
      );
    case 'checkbox':
      return (
        <CheckboxField
          id={id}
          field={field}
          checked={value === true}
          error={error}
          hint={field.name === 'terms_conditions' ? props.termsText : null}
          onChange={(checked) => onChange(field.name, checked)}
        />
      );
    case 'money':
      return <MoneyField id={id} field={field} value={text} error={error} onChange={setText} />;
    case 'select':
      return <SelectField id={id} field={field} value={text} error={error} onChange={setText} />;
    case 'photoIds':
      return <PhotoField id={id} field={field} value={text} error={error} onChange={onChange} />;
    case 'dateTime':
      return (
        <SlotPicker
          id={id}
          field={field}
          value={text}
          error={error}
          locationId={props.slotLocationId}
          offered={props.offeredSlots}
          onChange={setText}
        />
      );
    default:
      return (
        <TextField
          id={id}
          field={field}
          value={text}
          error={error}
          onChange={setText}
          {...carExtras(id, field, props.carHelp)}
        />
      );
  }
}
