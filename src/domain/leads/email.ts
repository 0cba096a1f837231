/**
 * A practical subset of RFC 5322 (H-13): a dot-atom local part (no quoted strings or comments, which mail
 * forms never need and some mail servers reject) and a DNS host name with an alphabetic top-level domain
 * (no IP literals). Lengths follow RFC 5321: 64 for the local part, 254 for the whole address.
 */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

function isHostName(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length < 2 || domain.length > 253) return false;
  return labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels[labels.length - 1]!);
}

/** The address as stored: trimmed, with the domain lower-cased (domains are case-insensitive; local parts are not). */
export function normalizeEmail(raw: string): string | null {
  const value = raw.trim();
  if (value.length > EMAIL_MAX_LENGTH) return null;
  const at = value.lastIndexOf('@');
  if (at <= 0) return null;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > LOCAL_MAX_LENGTH || !LOCAL_PART.test(local) || !isHostName(domain)) return null;
  return `${local}@${domain.toLowerCase()}`;
}
