/**
 * Australian phone numbers (H-13; the spec leaves the rule to us). Accepted: mobiles (04xx xxx xxx or
 * +61 4xx xxx xxx), landlines with their area code (02, 03, 07, 08 or +61 2/3/7/8), and the national
 * 13 xx xx, 1300 and 1800 numbers. Spaces, hyphens, dots and brackets are ignored, as people type them.
 */
export type AuPhoneKind = 'mobile' | 'landline' | 'localRate' | 'freecall';

/** `normalized`: '+61412345678' style for mobiles and landlines; 13/1300/1800 numbers keep their digits. */
export type AuPhone = { normalized: string; kind: AuPhoneKind };

const SEPARATORS = /[\s\-.()]/g;
const INTERNATIONAL_PREFIX = /^(?:\+61|0061|61(?=\d{9}$))0?/;

/** The 9 digits after the trunk 0 or +61, or null when the number is not a mobile or geographic one. */
function nationalSignificant(compact: string): string | null {
  if (INTERNATIONAL_PREFIX.test(compact)) return compact.replace(INTERNATIONAL_PREFIX, '');
  if (/^0\d{9}$/.test(compact)) return compact.slice(1);
  return null;
}

function fullNational(national: string): AuPhone | null {
  if (/^4\d{8}$/.test(national)) return { normalized: `+61${national}`, kind: 'mobile' };
  if (/^[2378]\d{8}$/.test(national)) return { normalized: `+61${national}`, kind: 'landline' };
  return null;
}

/** Parses what a buyer typed; null when it is not a dialable Australian number. */
export function parseAuPhone(raw: string): AuPhone | null {
  const compact = raw.trim().replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  if (/^13\d{4}$/.test(compact)) return { normalized: compact, kind: 'localRate' };
  if (/^1300\d{6}$/.test(compact)) return { normalized: compact, kind: 'localRate' };
  if (/^1800\d{6}$/.test(compact)) return { normalized: compact, kind: 'freecall' };
  const national = nationalSignificant(compact);
  return national === null ? null : fullNational(national);
}
