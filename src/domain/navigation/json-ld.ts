import type { Breadcrumb } from './breadcrumb';

/** As script text: '<' escaped, so no value can close the script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A path on the site as an absolute URL: the site's own URL when configured, else the request's origin. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * schema.org `BreadcrumbList`; the current page is the last item, without `item`. With an origin the item
 * URLs are absolute (the vehicle page); without one they are the crumbs' own paths (the search page).
 */
export function breadcrumbListJsonLd(crumbs: readonly Breadcrumb[], origin: string | null = null): string {
  return scriptJson({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      ...(crumb.href === null
        ? {}
        : { item: origin === null ? crumb.href : absoluteUrl(origin, crumb.href) }),
    })),
  });
}
