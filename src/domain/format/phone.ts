/**
 * D-70: the tel: link of a shown number (digits and a leading '+' only). One rule for every phone link: the
 * vehicle page, location cards, the header and the contact page.
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
