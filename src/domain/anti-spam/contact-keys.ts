/**
 * Rate-limit keys for the buyer's contact details, normalised so that trivial variations ('A@B.com ',
 * '0412 345 678' vs '+61412345678') count as the same person. Only these keys leave the lead: they are
 * hashed before they reach the counter table, so the table holds no personal data.
 */
export function contactKeys(contact: { email?: string | null; phone?: string | null }): string[] {
  const keys: string[] = [];
  const email = contact.email?.trim().toLowerCase();
  if (email) keys.push(`email:${email}`);
  const phone = normaliseAuPhone(contact.phone ?? '');
  if (phone) keys.push(`phone:${phone}`);
  return keys;
}

/** Digits only, with the Australian trunk '0' and the '61' country code folded together. */
export function normaliseAuPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return null;
  if (digits.startsWith('61')) return digits.slice(2).replace(/^0/, '');
  return digits.replace(/^0/, '');
}
