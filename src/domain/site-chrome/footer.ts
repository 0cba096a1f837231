import { bodyTypeLabel, bodyTypeSlug } from '@/domain/vehicle/body-types';
import type { NavLink } from '@/domain/navigation/types';

export type FooterGroup = { title: string; links: NavLink[] };

/** A body type present in the site's stock, with an optional override url (B-5). */
export type FooterBodyType = { body: string; overrideUrl?: string | null };

/** B-5: `/models?body={body}`, the body lowercased with spaces turned into hyphens; an override url wins. */
export function bodyTypeFooterHref(body: string, overrideUrl?: string | null): string {
  if (overrideUrl) return overrideUrl;
  return `/models?body=${encodeURIComponent(bodyTypeSlug(body))}`;
}

/**
 * B-5: a body type links to the model directory only when the directory has models of that body
 * (`modelBodySlugs`: empty on a used-only site); otherwise to the site's stock of that body, so no footer link
 * opens an empty directory.
 */
export function footerBodyTypes(
  stockBodies: readonly string[],
  modelBodySlugs: ReadonlySet<string>,
  stockHref: (body: string) => string,
): FooterBodyType[] {
  return stockBodies.map((body) => {
    const hasModels = modelBodySlugs.has(bodyTypeSlug(bodyTypeLabel(body)));
    return { body, overrideUrl: hasModels ? null : stockHref(body) };
  });
}

/** B-6 */
export const BUYER_TOOLS_LINKS: readonly NavLink[] = [
  { label: 'New Cars', href: '/search/new-cars' },
  { label: 'Demo Cars', href: '/search/demo-cars' },
  { label: 'Used Cars', href: '/search/used-cars' },
  { label: 'Special Offers', href: '/special-offers' },
  { label: 'Finance', href: '/finance' },
  { label: 'Fleet', href: '/fleet' },
  { label: 'Trade-In', href: '/trade-in' },
  { label: 'Book a Test Drive', href: '/book-test-drive' },
];

/** B-7 (/warranty here, /pages/warranty in the header, B-9). */
export const SERVICING_AND_PARTS_LINKS: readonly NavLink[] = [
  { label: 'Service', href: '/service' },
  { label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' },
  { label: 'Warranty', href: '/warranty' },
  { label: 'Roadside Assist', href: '/roadside-assist' },
  { label: 'Owner Benefits', href: '/owner-benefits' },
];

/** B-8 */
export const DEALERSHIP_GROUP_LINKS: readonly NavLink[] = [
  { label: 'About Us', href: '/about-us' },
  { label: 'Careers', href: '/careers' },
  { label: 'Contact', href: '/contact' },
  { label: 'Terms and Conditions', href: '/terms-and-conditions' },
];

/** The footer groups in spec order (S2 §2). 'Vehicles' is left out when the site has no stock with a body type. */
export function footerGroups(bodyTypes: readonly FooterBodyType[]): FooterGroup[] {
  // The label is what the link slug is made from: 'peopleMover' → 'People Mover' → people-mover (B-5).
  const vehicles = bodyTypes.map(({ body, overrideUrl }) => {
    const label = bodyTypeLabel(body);
    return { label, href: bodyTypeFooterHref(label, overrideUrl) };
  });
  const groups: FooterGroup[] = [
    { title: 'Vehicles', links: vehicles },
    { title: 'Buyer Tools', links: [...BUYER_TOOLS_LINKS] },
    { title: 'Servicing and Parts', links: [...SERVICING_AND_PARTS_LINKS] },
    { title: 'Dealership group', links: [...DEALERSHIP_GROUP_LINKS] },
  ];
  return groups.filter((group) => group.links.length > 0);
}
