export type AddressParts = {
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
};

/** One line: 'street, city state postcode', skipping blank parts; null when no part is known. */
export function formatAddress(parts: AddressParts): string | null {
  const place = [parts.city, parts.state, parts.postcode].filter((part) => part?.trim()).join(' ');
  const line = [parts.street?.trim(), place].filter(Boolean).join(', ');
  return line.length > 0 ? line : null;
}
