/**
 * Field names that carry a buyer's identity (decision 2): refused by name, whatever their value, so a client
 * that sends them learns at once instead of having them silently dropped.
 */
const PERSONAL_FIELD_NAMES = new Set(
  [
    'name',
    'firstname',
    'lastname',
    'fullname',
    'email',
    'emailaddress',
    'phone',
    'phonenumber',
    'mobile',
    'mobilenumber',
    'tel',
    'address',
    'street',
    'postcode',
    'dob',
    'dateofbirth',
    'licence',
    'license',
    'rego',
    'userdata',
    'user',
  ].map(normaliseFieldName),
);

function normaliseFieldName(field: string): string {
  return field.toLowerCase().replace(/[^a-z]/g, '');
}

export function isPersonalFieldName(field: string): boolean {
  return PERSONAL_FIELD_NAMES.has(normaliseFieldName(field));
}

const EMAIL_PATTERN = /[^\s@/]+@[^\s@/]+\.[a-z]{2,}/i;
/** Australian numbers: mobiles and landlines with a trunk 0 or +61, spaced, dashed or bracketed as people type them. */
const AU_PHONE_PATTERN = /(?:^|[^\d])(?:\+?61[\s-]?\(?|\(?0)[2-478]\)?(?:[\s-]?\d){8}(?!\d)/;

/** Whether free text (a path, a category) carries an email address or an Australian phone number. */
export function containsPersonalData(text: string): boolean {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // A malformed escape is scanned as typed.
  }
  return EMAIL_PATTERN.test(decoded) || AU_PHONE_PATTERN.test(decoded);
}
