import { formatMoney } from '@/domain/format/money';
import { CREDIT_CONSENT_FIELD } from './finance-application';
import type { LeadFieldDef } from './field-types';
import { LEAD_FORM_FIELDS, LEAD_FORM_STEP_TITLES } from './fields';
import type { LeadFormKind } from './kinds';

/** The long forms whose answers the dealer's email shows step by step (the short ones list their fields). */
export const SECTIONED_FORMS: ReadonlySet<LeadFormKind> = new Set(['finance_application', 'trade_in']);

export type FormSection = { title: string; lines: { label: string; value: string }[] };

/** The consent boxes' long labels, shortened for the dealer's email. */
const SHORT_LABELS: Readonly<Record<string, string>> = {
  opt_in: 'Marketing opt-in',
  terms_conditions: 'Agreed to the terms of use',
  [CREDIT_CONSENT_FIELD]: 'Credit assessment consent',
};

/** Fields the email's summary already shows (contact, dealership). */
const IN_SUMMARY = new Set(['name', 'email', 'phone', 'dealership_slug']);

function display(def: LeadFieldDef, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  // The photos are listed as links of their own, under the answers (decision 047).
  if (def.type === 'photoIds') return null;
  if (def.type === 'money' && typeof value === 'number') return formatMoney(value);
  if (def.type === 'odometer' && typeof value === 'number') return `${value.toLocaleString('en-AU')} km`;
  if (def.type === 'checkbox') return value === true ? 'Yes' : 'No';
  const option = def.options?.find((entry) => entry.value === value);
  return option ? option.label : String(value);
}

/** The trade-in's photos (decision 047): the absolute links the pipeline put in `photos`, one a line. */
const PHOTO_LINKS_FIELD = 'photos';

function photoSection(fields: Readonly<Record<string, unknown>>): FormSection[] {
  const links = fields[PHOTO_LINKS_FIELD];
  if (!Array.isArray(links)) return [];
  const lines = links
    .filter((link): link is string => typeof link === 'string')
    .map((link, index) => ({ label: `Photo ${index + 1}`, value: link }));
  return lines.length > 0 ? [{ title: 'Photos', lines }] : [];
}

/**
 * A stored lead's answers, step by step, under the labels the buyer saw (money as '$25,000', km as
 * '52,000 km', choices by their wording, boxes as Yes/No), for the dealer's email. Unanswered questions and
 * hidden fields are left out.
 */
export function leadFormSections(
  kind: LeadFormKind,
  fields: Readonly<Record<string, unknown>>,
): FormSection[] {
  const defs = LEAD_FORM_FIELDS[kind].filter((def) => def.type !== 'hidden' && !IN_SUMMARY.has(def.name));
  return LEAD_FORM_STEP_TITLES[kind]
    .map((title, step) => ({
      title,
      lines: defs
        .filter((def) => def.step === step)
        .map((def) => ({ label: SHORT_LABELS[def.name] ?? def.label, value: display(def, fields[def.name]) }))
        .filter((line): line is { label: string; value: string } => line.value !== null),
    }))
    .filter((section) => section.lines.length > 0)
    .concat(photoSection(fields));
}

/** The field names a form's sections cover, so the email's raw list does not repeat them. */
export function sectionFieldNames(kind: LeadFormKind): ReadonlySet<string> {
  return new Set([...LEAD_FORM_FIELDS[kind].map((def) => def.name), PHOTO_LINKS_FIELD]);
}

/** The finance application's field names (personal data: the log redaction list takes them all). */
export const FINANCE_APPLICATION_FIELD_NAMES = sectionFieldNames('finance_application');
