/**
 * Which pages the full axe scans cover (e2e/accessibility.spec.ts: every WCAG 2.1 A and AA violation), so the
 * page-type scans (e2e/page-types-axe.spec.ts: serious and critical only) scan each page shape once (issue 36).
 */

/**
 * The layout pages: drawn by the same components on every site; only the group site (a dealership to choose on
 * each form) and a dealer with its own form options (redgum: the terms checkbox) lay them out differently.
 */
export const LAYOUT_PAGES = [
  '/models',
  '/special-offers',
  '/no-such-page',
  // The lead form pages (issue 4).
  '/contact',
  '/book-test-drive',
  '/finance-enquiry',
  '/careers',
  '/service',
  '/sell-my-car',
  '/success',
  // A content page (issue 12).
  '/privacy-policy',
];
export const LAYOUT_SITES = ['summit', 'redgum'];

/**
 * Each site's own colours (header, footer, background, muted text, buttons, cards) and navigation, for contrast:
 * its home and search pages, and one of its cars (scanned apart: the car is looked up first).
 */
export const SITE_PAGES = ['/', '/search/new-used-and-demo-cars'];
const A_CAR = '/cars/*';

/** A path's shape: its first segment, '*' for what follows, and a last segment that names a page of its own. */
export function shapeOf(path: string): string {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  if (segments.length <= 1) return `/${segments.join('')}`;
  return `/${segments[0]}/*${segments.length > 2 ? `/${segments.at(-1)}` : ''}`;
}

/** The path shapes the full scans cover on a site. */
export function fullyScannedShapes(slug: string): Set<string> {
  const layout = LAYOUT_SITES.includes(slug) ? LAYOUT_PAGES : [];
  return new Set([...SITE_PAGES, ...layout].map(shapeOf).concat(A_CAR));
}
