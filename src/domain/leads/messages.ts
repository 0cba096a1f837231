/**
 * Every text a lead form shows, written once so the form, the server and the tests use the same string.
 * Quoted spec texts are kept character for character, the spec's own spelling included ('occured', H-25).
 */

/** H-11 (S2 §8): the terms box where a site enables it. */
export const TERMS_REQUIRED_MESSAGE = '*You must agree to the terms of use before submitting.';

/** H-36: an empty or malformed postcode. */
export const POSTCODE_FORMAT_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';

/** H-38: a well-formed postcode the geocoder cannot place in Australia. */
export const POSTCODE_NOT_FOUND_MESSAGE = 'Invalid postcode';

/** H-26: the heading of the field-error list. */
export const FORM_ERRORS_TITLE = 'Please fix the following errors:';

/** H-24: the browser alert when the submit request itself fails. */
export const FORM_SUBMIT_ERROR = 'An error occurred when submitting this form';

/** H-25: a lead answer without lead_id and without an error of its own (spelling as in the spec). */
export const LEAD_UNEXPECTED_ERROR = 'An unexpected error occured';

/** H-13 proposal: the spec leaves the phone and email wording to us. */
export const PHONE_INVALID_MESSAGE =
  'Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9876 5432.';
export const MOBILE_INVALID_MESSAGE = 'Please enter a valid Australian mobile number, e.g. 0412 345 678.';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address, e.g. name@example.com.';

export const REGO_INVALID_MESSAGE = 'Rego may contain only letters, numbers, spaces and hyphens.';
export const DATE_INVALID_MESSAGE = 'Please choose a valid date.';
export const DATE_TIME_INVALID_MESSAGE = 'Please choose a valid date and time.';

/** The second buyer of a test-drive slot (decision 012: a clear message and other times). */
export const SLOT_UNAVAILABLE_MESSAGE =
  'Sorry, that time is no longer available. Please choose another time.';

/** H-6 proposal: '{Field} is required.' */
export function requiredMessage(label: string): string {
  return `${label} is required.`;
}

export function tooLongMessage(label: string, maxLength: number): string {
  return `${label} must be at most ${maxLength} characters.`;
}

/** A select value that is not one of the options shown (a stale page or a tampered request). */
export function invalidOptionMessage(label: string): string {
  return `Please choose one of the listed options for ${label}.`;
}

/** A money amount (the finance application's) that is not whole dollars. */
export function moneyInvalidMessage(label: string): string {
  return `${label} must be a whole dollar amount, e.g. 25,000.`;
}

export function moneyTooLargeMessage(label: string): string {
  return `${label} must be at most $10,000,000.`;
}

export const MODEL_YEAR_INVALID_MESSAGE = 'Please enter the model year as 4 digits, e.g. 2019.';
export const ODOMETER_INVALID_MESSAGE = 'Please enter the odometer reading in whole kilometres, e.g. 85,000.';

export const BIRTH_DATE_INVALID_MESSAGE = 'Please enter a valid date of birth.';
export const UNDER_AGE_MESSAGE = 'You must be 18 or older to apply for finance.';
export const LICENCE_INVALID_MESSAGE =
  'Please enter your driver licence number as shown on your licence: 4 to 10 letters and numbers.';

/** The finance application's credit-assessment consent box, left unticked. */
export const CREDIT_CONSENT_REQUIRED_MESSAGE =
  'You must agree to the use of your details to assess your application before submitting.';
