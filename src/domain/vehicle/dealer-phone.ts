/**
 * the number shown for a car's dealer. A fixed number configured for the car's location id, else for
 * its dealership slug, else the site's 'default' one replaces the location's own phone; null when there is none.
 */
export function dealerPhone(
  fixedPhoneNumbers: Readonly<Record<string, string>>,
  location: { id: number; phone: string | null },
  dealershipSlug: string,
): string | null {
  for (const key of [String(location.id), dealershipSlug, 'default']) {
    const fixed = Object.hasOwn(fixedPhoneNumbers, key) ? fixedPhoneNumbers[key]?.trim() : undefined;
    if (fixed) return fixed;
  }
  return location.phone?.trim() || null;
}
