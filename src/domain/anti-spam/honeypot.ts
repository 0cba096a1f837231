/**
 * The hidden field bots fill and people never see. A URL-looking name tempts form-filling bots, and browsers
 * do not autofill it (unlike 'company' or 'website' with autocomplete hints), so a real buyer leaves it empty.
 * The form renders it off-screen with tabIndex -1, aria-hidden and autoComplete="off".
 */
export const HONEYPOT_FIELD = 'homepage_url';

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
