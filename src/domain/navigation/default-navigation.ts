import { ourStockLinks } from './search-routes';
import type { NavItem, NavLink } from './types';

/** B-2 (spec order; /pages/warranty here, /warranty in the footer, B-9). */
export const SERVICE_AND_PARTS_LINKS: readonly NavLink[] = [
  { label: 'Service', href: '/service' },
  { label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' },
  { label: 'Warranty', href: '/pages/warranty' },
  { label: 'Roadside Assist', href: '/roadside-assist' },
  { label: 'Owner Benefits', href: '/owner-benefits' },
];

/** B-3 */
export const COMPANY_LINKS: readonly NavLink[] = [
  { label: 'About Us', href: '/about-us' },
  { label: 'Careers', href: '/careers' },
  { label: 'Contact', href: '/contact' },
  { label: 'Fleet', href: '/fleet' },
  { label: 'Terms and Conditions', href: '/terms-and-conditions' },
];

/** The default header navigation (B-1), with 'Our Stock' filled from the site's search routes. */
export function defaultNavigation(stockLinks: readonly NavLink[]): NavItem[] {
  return [
    { label: 'Home', href: '/' },
    { label: 'Models', href: '/models', menu: 'models' },
    { label: 'Special Offers', href: '/special-offers' },
    { label: 'Our Stock', children: [...stockLinks] },
    { label: 'Service and Parts', children: [...SERVICE_AND_PARTS_LINKS] },
    { label: 'Company', children: [...COMPANY_LINKS] },
    { label: 'Finance', href: '/finance' },
  ];
}

export type HeaderNavigationInput = {
  /** `config.navigation`: null means the default navigation. */
  navigation: readonly NavItem[] | null;
  searchCategories: readonly string[];
  enabledRoutes: readonly string[];
};

/** The site's own navigation replaces the default one entirely when present. */
export function headerNavigation(input: HeaderNavigationInput): NavItem[] {
  if (input.navigation !== null) return [...input.navigation];
  return defaultNavigation(ourStockLinks(input.searchCategories, input.enabledRoutes));
}
