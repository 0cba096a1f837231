import { POSTCODE_FORMAT_MESSAGE } from './messages';

/** H-37: the input takes at most 4 characters and shows no thousand separator. */
export const POSTCODE_MAX_LENGTH = 4;

/** H-36 `validatePostcode`: null when the value is exactly 4 digits, else the spec's message (empty included). */
export function validatePostcode(value: string): string | null {
  return /^\d{4}$/.test(value.trim()) ? null : POSTCODE_FORMAT_MESSAGE;
}
