/**
 * B-35, B-37, B-42, B-44, B-46, B-53: the fixed paths the spec gives content pages, each served from
 * the site's `pages` row of that slug. Any page is also at `/pages/{slug}`; a fixed path is its canonical URL.
 */
export const FIXED_CONTENT_ROUTES: Readonly<Record<string, string>> = {
  '/about-us': 'about-us',
  '/fleet': 'fleet',
  '/terms-and-conditions': 'terms-and-conditions',
  '/privacy-policy': 'privacy-policy',
  '/roadside-assist': 'roadside-assist',
  '/owner-benefits': 'owner-benefits',
  '/vehicle-parts-and-accessories': 'vehicle-parts-and-accessories',
  '/parts/search': 'parts-search',
  '/eofy': 'eofy',
  '/spin-to-win': 'spin-to-win',
  '/online-payment': 'online-payment',
};

export const PRIVACY_POLICY_SLUG = 'privacy-policy';

/** B-9: `/warranty` answers 301 to this page, which the header links directly. */
export const WARRANTY_PAGE_PATH = '/pages/warranty';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isPageSlug(value: string): boolean {
  return value.length <= 100 && SLUG.test(value);
}

/** The slug a path serves ('/about-us' → 'about-us', '/pages/eofy-sale' → 'eofy-sale'), else null. */
export function pageSlugForPath(path: string): string | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const fixed = FIXED_CONTENT_ROUTES[clean];
  if (fixed) return fixed;
  const match = /^\/pages\/([^/]+)$/.exec(clean);
  return match && isPageSlug(match[1]!) ? match[1]! : null;
}

/** The canonical path of a page: its fixed route when the spec gives one, else /pages/{slug}. */
export function pagePath(slug: string): string {
  const fixed = Object.entries(FIXED_CONTENT_ROUTES).find(([, pageSlug]) => pageSlug === slug);
  return fixed ? fixed[0] : `/pages/${slug}`;
}

/**
 * The page a navigation link needs, or null when the link is not to a content page. `/warranty` needs the
 * warranty page it redirects to.
 */
export function pageSlugForHref(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/, 1)[0]!;
  return path === '/warranty' ? 'warranty' : pageSlugForPath(path);
}
