import type { LinkedOfferCardDto } from '@/domain/cards/types';
import type { Breadcrumb } from '@/domain/navigation/breadcrumb';

/** L-10 / B-28: what a brand page (/{brand}/overview) shows. */
export type BrandPageData = {
  brand: {
    title: string;
    slug: string;
    /** The make its cars carry; null for a group entry that is not a make (e.g. an in-house finance arm). */
    make: string | null;
    logoUrl: string | null;
    bannerUrl: string | null;
    description: string | null;
    /** The brand's own website (L-12), shown as a link; null when it has none. */
    websiteUrl: string | null;
    canonicalPath: string;
  };
  breadcrumbs: Breadcrumb[];
  stock: {
    count: number;
    /** The site's search of this make; null when none is in stock (the search would be empty). */
    searchHref: string | null;
    models: BrandModelStock[];
  };
  offers: LinkedOfferCardDto[];
  locations: BrandLocation[];
  offerEnquireButtonText: string;
};

export type BrandModelStock = { name: string; count: number; href: string };
export type BrandLocation = { id: number; name: string; address: string | null; href: string };

export type ModelCount = { name: string; count: number };

/**
 * The models of a make that have cars in stock, most cars first, then by name. Models are grouped without case
 * ('CX-5' and 'cx-5' are one model) under the spelling met first, which is the newest car's.
 */
export function countStockByModel(cars: readonly { model: string }[]): ModelCount[] {
  const byKey = new Map<string, ModelCount>();
  for (const car of cars) {
    const name = car.model.trim();
    if (!name) continue;
    const key = name.toLowerCase();
    const entry = byKey.get(key);
    if (entry) entry.count += 1;
    else byKey.set(key, { name, count: 1 });
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Brand slugs are lower-case words joined by '-' (as the seed and the admin write them); others are a 404. */
export function isBrandSlug(value: string): boolean {
  return value.length <= 100 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/** B-28: the canonical path of a brand page; /brands/{slug} (B-41) answers 301 to it. */
export function brandPagePath(slug: string): string {
  return `/${encodeURIComponent(slug)}/overview`;
}

/** Home → Brands → {brand}: the trail the brand page shows and writes as BreadcrumbList. */
export function brandBreadcrumbs(title: string): Breadcrumb[] {
  return [
    { label: 'Home', href: '/' },
    { label: 'Brands', href: '/brands' },
    { label: title, href: null },
  ];
}
