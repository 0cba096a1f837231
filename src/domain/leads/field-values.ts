import { RESERVE_MESSAGES } from './reserve-messages';
import { parsePhotoIds } from '@/domain/trade-in/photos';
import { checkBirthDate, normalizeLicenceNumber } from './applicant';
import { isCalendarDate } from './calendar-date';
import { normalizeEmail } from './email';
import type { LeadField } from './field-types';
import {
  BIRTH_DATE_INVALID_MESSAGE,
  CREDIT_CONSENT_REQUIRED_MESSAGE,
  DATE_INVALID_MESSAGE,
  DATE_TIME_INVALID_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  LICENCE_INVALID_MESSAGE,
  MOBILE_INVALID_MESSAGE,
  MODEL_YEAR_INVALID_MESSAGE,
  ODOMETER_INVALID_MESSAGE,
  PHONE_INVALID_MESSAGE,
  REGO_INVALID_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  UNDER_AGE_MESSAGE,
  invalidOptionMessage,
  moneyInvalidMessage,
  moneyTooLargeMessage,
  requiredMessage,
  tooLongMessage,
} from './messages';
import { parseMoney } from './money';
import { parseAuPhone } from './phone';
import { multiLineText, singleLineText } from './plain-text';
import { validatePostcode } from './postcode';

/** Checked values: text, numbers (money), booleans (checkboxes), null (left empty). */
export type LeadFieldValue = string | number | boolean | null;

/** Validated values by field name: text (null when left empty), numbers for money, booleans for checkboxes. */
export type LeadFormValues = Record<string, LeadFieldValue>;

/** What a field's check may need beyond its own value. */
export type FieldCheckContext = {
  /** Test-drive slots offered (null: not checked here). */
  slots: readonly string[] | null;
  /** The site's date, 'YYYY-MM-DD', for a date of birth (null: the age is not checked). */
  today: string | null;
  /** The form's raw values, for a field required by another's answer. */
  siblings: Readonly<Record<string, unknown>>;
};

/** Checkboxes whose refusal has its own sentence: the label alone would make an odd '… is required.' */
const UNTICKED_MESSAGES: Readonly<Record<string, string>> = {
  terms_conditions: TERMS_REQUIRED_MESSAGE,
  credit_consent: CREDIT_CONSENT_REQUIRED_MESSAGE,
  reserve_terms: RESERVE_MESSAGES.termsRequired,
};
export type FieldResult = { ok: true; value: LeadFieldValue } | { ok: false; message: string };

const ok = (value: LeadFieldValue): FieldResult => ({ ok: true, value });
const fail = (message: string): FieldResult => ({ ok: false, message });

/** Browser forms post 'on' for a ticked box; JSON clients post true. Both mean ticked. */
export function toChecked(raw: unknown): boolean {
  return raw === true || raw === 'on' || raw === 'true' || raw === '1' || raw === 'yes';
}

/**
 * Trimmed text without control characters : a one-line field's line breaks and tabs
 * become spaces; a textarea keeps its lines, its CRLF (what a form post sends) made LF so both clients send
 * the same text.
 */
export function toText(raw: unknown, multiLine = false): string {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (typeof raw !== 'string') return '';
  return (multiLine ? multiLineText(raw) : singleLineText(raw)).trim();
}

/**
 * Whether a field must be answered now: always when its rule says so; a `requiredUnless` field once the
 * field it depends on holds an answer other than the listed ones.
 */
export function isFieldRequired(field: LeadField, values: Readonly<Record<string, unknown>>): boolean {
  if (field.required) return true;
  if (!field.requiredUnless) return false;
  const answer = toText(values[field.requiredUnless.field]);
  return answer !== '' && !field.requiredUnless.values.includes(answer);
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

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

function checkMoney(text: string, field: LeadField): FieldResult {
  const money = parseMoney(text);
  if (money.ok) return ok(money.amount);
  return fail(
    money.reason === 'tooLarge' ? moneyTooLargeMessage(field.label) : moneyInvalidMessage(field.label),
  );
}

function checkBirth(text: string, today: string | null): FieldResult {
  const check = checkBirthDate(text, today);
  if (check === 'ok') return ok(text);
  return fail(check === 'underAge' ? UNDER_AGE_MESSAGE : BIRTH_DATE_INVALID_MESSAGE);
}

/** The oldest model year a valuation takes; the newest is next year (a car sold as next year's model). */
export const OLDEST_MODEL_YEAR = 1950;
export const MAX_ODOMETER_KM = 2_000_000;

/** 'YYYY-MM-DD' → its year; null when the form has no date (then any 4-digit year from 1950 passes). */
const yearOf = (today: string | null) => (today === null ? null : Number(today.slice(0, 4)));

function checkModelYear(text: string, today: string | null): FieldResult {
  const year = Number(text);
  const newest = yearOf(today);
  const valid = /^\d{4}$/.test(text) && year >= OLDEST_MODEL_YEAR && (newest === null || year <= newest + 1);
  return valid ? ok(year) : fail(MODEL_YEAR_INVALID_MESSAGE);
}

function checkOdometer(text: string): FieldResult {
  const digits = text.replace(/[\s,]/g, '');
  const km = Number(digits);
  return /^\d{1,7}$/.test(digits) && km <= MAX_ODOMETER_KM ? ok(km) : fail(ODOMETER_INVALID_MESSAGE);
}

function checkFormat(text: string, field: LeadField, context: FieldCheckContext): FieldResult {
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
      return checkDateTime(text, context.slots);
    case 'date':
      return isCalendarDate(text) ? ok(text) : fail(DATE_INVALID_MESSAGE);
    case 'money':
      return checkMoney(text, field);
    case 'birthDate':
      return checkBirth(text, context.today);
    case 'modelYear':
      return checkModelYear(text, context.today);
    case 'odometer':
      return checkOdometer(text);
    case 'licence': {
      const licence = normalizeLicenceNumber(text);
      return licence === null ? fail(LICENCE_INVALID_MESSAGE) : ok(licence);
    }
    default:
      return ok(text);
  }
}

function checkCheckbox(raw: unknown, field: LeadField): FieldResult {
  const checked = toChecked(raw);
  if (!field.required || checked) return ok(checked);
  return fail(UNTICKED_MESSAGES[field.name] ?? requiredMessage(field.label));
}

/**
 * One field's check and normal form (trimmed text, E.164-like phone, upper-case rego). Hidden fields with a
 * fixed value always carry it: the buyer cannot see them, so a wrong value is not theirs to fix.
 */
export function checkFieldValue(field: LeadField, raw: unknown, context: FieldCheckContext): FieldResult {
  if (field.type === 'checkbox') return checkCheckbox(raw, field);
  if (field.type === 'photoIds') {
    const photos = parsePhotoIds(raw);
    if (!photos.ok) return fail(photos.message);
    return ok(photos.ids.length > 0 ? photos.ids.join(',') : null);
  }
  if (field.fixedValue !== null) return ok(field.fixedValue);
  const text = toText(raw, field.type === 'textarea');
  if (field.type === 'postcode') {
    const message = text === '' && !field.required ? null : validatePostcode(text);
    return message === null ? ok(text === '' ? null : text) : fail(message);
  }
  if (text === '')
    return isFieldRequired(field, context.siblings) ? fail(requiredMessage(field.label)) : ok(null);
  if (field.maxLength !== null && text.length > field.maxLength)
    return fail(tooLongMessage(field.label, field.maxLength));
  return checkFormat(text, field, context);
}
