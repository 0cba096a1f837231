import { isCalendarDate } from './calendar-date';

/** A finance applicant must be an adult; a birth date more than this many years back is a typing slip. */
export const MIN_APPLICANT_AGE = 18;
const MAX_APPLICANT_AGE = 120;

export type BirthDateCheck = 'ok' | 'invalid' | 'underAge';

/** Whole years from `birthDate` to `today`, both 'YYYY-MM-DD' (a birthday counts on its day). */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

/**
 * A date of birth: a real calendar date, not in the future, at most 120 years back, and the applicant 18 or
 * older on `today` (the site's date). Without `today` only the date itself is checked.
 */
export function checkBirthDate(text: string, today: string | null): BirthDateCheck {
  if (!isCalendarDate(text)) return 'invalid';
  if (today === null) return 'ok';
  const age = ageOn(text, today);
  if (text > today || age > MAX_APPLICANT_AGE) return 'invalid';
  return age < MIN_APPLICANT_AGE ? 'underAge' : 'ok';
}

/**
 * An Australian driver licence number as stored: upper case, spaces and hyphens dropped; null when it is
 * not 4 to 10 letters and digits (the states' formats range from 6 digits to 10 characters; card numbers
 * are not asked for).
 */
export function normalizeLicenceNumber(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s-]+/g, '');
  return /^[A-Z0-9]{4,10}$/.test(compact) ? compact : null;
}
