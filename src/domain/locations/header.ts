import { telHref } from '@/domain/format/phone';
import { locationHref, type LocationLinkStyle } from '@/domain/navigation/links';
import { primaryLocation, type PrimaryCandidate } from './primary';

export type HeaderLocationItem = { name: string; href: string; phone: string | null; telHref: string | null };

/** J-21: each location with its phone, or (`headerLocationsMode: 'link'`) a plain link to /dealerships. */
export type HeaderLocations =
  { mode: 'list'; items: HeaderLocationItem[] } | { mode: 'link'; href: '/dealerships' };

export type HeaderPhone = { number: string; telHref: string; locationName: string };

type HeaderCandidate = PrimaryCandidate & { slug: string; name: string; phone: string | null };

const phoneOf = (location: { phone: string | null }) => location.phone?.trim() || null;

/** J-21: the header's locations (null without any visible location in 'list' mode). */
export function headerLocations(
  locations: readonly HeaderCandidate[],
  options: { mode: 'list' | 'link'; linkStyle: LocationLinkStyle },
): HeaderLocations | null {
  if (options.mode === 'link') return { mode: 'link', href: '/dealerships' };
  const items = locations
    .filter((location) => location.isVisible)
    .map((location) => {
      const phone = phoneOf(location);
      return {
        name: location.name,
        href: locationHref(location, options.linkStyle),
        phone,
        telHref: phone ? telHref(phone) : null,
      };
    });
  return items.length > 0 ? { mode: 'list', items } : null;
}

/** The header's main number: the primary location's phone (J-23); null when it has none. */
export function headerPhone(locations: readonly HeaderCandidate[]): HeaderPhone | null {
  const primary = primaryLocation(locations);
  const phone = primary && phoneOf(primary);
  return primary && phone ? { number: phone, telHref: telHref(phone), locationName: primary.name } : null;
}
