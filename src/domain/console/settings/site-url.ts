import { z } from 'zod';

/** A path this site serves ('/logo.svg', '/used-cars?make=Kia'), never a protocol-relative '//host'. */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)\S*$/.test(value);
}

/** An address a browser loads from this site or over https; nothing else (no http:, javascript:, data:). */
export function isSiteOrHttpsUrl(value: string): boolean {
  return isSitePath(value) || (URL.canParse(value) && new URL(value).protocol === 'https:');
}

/** A link or image address a form gives: trimmed, a site path or an https address. */
export const siteOrHttpsUrlSchema = z
  .string()
  .trim()
  .max(500, 'Keep the address under 500 characters')
  .refine(isSiteOrHttpsUrl, 'Enter an https:// address or a path on this site starting with /');

/** The same, or empty (stored as null); null too, as a saved draft is checked again on publish. */
export const optionalSiteOrHttpsUrlSchema = z
  .union([z.literal('').transform(() => null), siteOrHttpsUrlSchema])
  .nullable();
