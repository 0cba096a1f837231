import { normalizeEmail } from './email';
import type { LeadField } from './field-types';
import {
  DATE_INVALID_MESSAGE,
  DATE_TIME_INVALID_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  MOBILE_INVALID_MESSAGE,
  PHONE_INVALID_MESSAGE,
  REGO_INVALID_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  invalidOptionMessage,
  requiredMessage,
  tooLongMessage,
} from './messages';
import { parseAuPhone } from './phone';
import { validatePostcode } from './postcode';

export type LeadFieldValue = string | boolean | null;
export type FieldResult = { ok: true; value: LeadFieldValue } | { ok: false; message: string };

const ok = (value: LeadFieldValue): FieldResult => ({ ok: true, value });
const fail = (message: string): FieldResult => ({ ok: false, message });

/** Browser forms post 'on' for a ticked box; JSON clients post true. Both mean ticked. */
export function toChecked(raw: unknown): boolean {
  return raw === true || raw === 'on' || raw === 'true' || raw === '1' || raw === 'yes';
}

/** Trimmed text; a textarea's CRLF (what a form post sends) becomes LF, so both clients send the same text. */
export function toText(raw: unknown): string {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return typeof raw === 'string' ? raw.replace(/\r\n?/g, '\n').trim() : '';
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

/** A slot the buyer picked, matched by instant (offsets may be written differently) to the offered list. */
function checkDateTime(text: string, slots: readonly string[] | null): FieldResult {
  if (!ISO_DATE_TIME.test(text) || Number.isNaN(Date.parse(text))) return fail(DATE_TIME_INVALID_MESSAGE);
  if (slots === null) return ok(text);
  const slot = slots.find((candidate) => Date.parse(candidate) === Date.parse(text));
  return slot === undefined ? fail(SLOT_UNAVAILABLE_MESSAGE) : ok(slot);
}

function checkPhone(text: string, field: LeadField): FieldResult {
  const phone = parseAuPhone(text);
  if (field.phoneKind === 'mobile')
    return phone?.kind === 'mobile' ? ok(phone.normalized) : fail(MOBILE_INVALID_MESSAGE);
  return phone ? ok(phone.normalized) : fail(PHONE_INVALID_MESSAGE);
}

function checkFormat(text: string, field: LeadField, slots: readonly string[] | null): FieldResult {
  switch (field.type) {
    case 'email': {
      const email = normalizeEmail(text);
      return email === null ? fail(EMAIL_INVALID_MESSAGE) : ok(email);
    }
    case 'tel':
      return checkPhone(text, field);
    case 'rego': {
      const rego = text.toUpperCase().replace(/\s+/g, ' ');
      return /^[A-Z0-9][A-Z0-9 -]*$/.test(rego) ? ok(rego) : fail(REGO_INVALID_MESSAGE);
    }
    case 'select':
      return field.options?.some((option) => option.value === text)
        ? ok(text)
        : fail(invalidOptionMessage(field.label));
    case 'dateTime':
      return checkDateTime(text, slots);
    case 'date':
      return isCalendarDate(text) ? ok(text) : fail(DATE_INVALID_MESSAGE);
    default:
      return ok(text);
  }
}

function checkCheckbox(raw: unknown, field: LeadField): FieldResult {
  const checked = toChecked(raw);
  if (!field.required || checked) return ok(checked);
  return fail(field.name === 'terms_conditions' ? TERMS_REQUIRED_MESSAGE : requiredMessage(field.label));
}

/**
 * One field's check and normal form (trimmed text, E.164-like phone, upper-case rego). Hidden fields with a
 * fixed value always carry it: the buyer cannot see them, so a wrong value is not theirs to fix.
 */
export function checkFieldValue(
  field: LeadField,
  raw: unknown,
  slots: readonly string[] | null,
): FieldResult {
  if (field.type === 'checkbox') return checkCheckbox(raw, field);
  if (field.fixedValue !== null) return ok(field.fixedValue);
  const text = toText(raw);
  if (field.type === 'postcode') {
    const message = text === '' && !field.required ? null : validatePostcode(text);
    return message === null ? ok(text === '' ? null : text) : fail(message);
  }
  if (text === '') return field.required ? fail(requiredMessage(field.label)) : ok(null);
  if (field.maxLength !== null && text.length > field.maxLength)
    return fail(tooLongMessage(field.label, field.maxLength));
  return checkFormat(text, field, slots);
}
