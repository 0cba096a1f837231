import 'server-only';
import {
  isPageInRange,
  listHref,
  listPageFrame,
  pageWindow,
  parseListParams,
  usefulFilterGroups,
  type ListParams,
  type RawSearchParams,
} from '@/domain/catalogue/list-url';
import {
  dealershipFilterLinks,
  OFFER_FILTER_KEYS,
  offersHeading,
  OFFERS_PATH,
} from '@/domain/catalogue/offers-list';
import { isoDateInTimeZone } from '@/domain/format/date';
import { offerHref } from '@/domain/navigation/links';
import type { Database } from '@/server/db/client';
import { SiteResultCache } from '@/server/cache/site-result-cache';
import { countVisibleOffersByDealership, listLatestOffers } from '@/server/storefront/offer-cards';
import type { SiteContext } from '@/server/sites/site-context';
import { listSiteDealerships } from './dealership-queries';
import type { ListPageOutcome, OffersPageData } from '@/domain/catalogue/list-page-view';

type OffersOutcome = ListPageOutcome<OffersPageData>;
export type OffersSite = Pick<SiteContext, 'id' | 'manufacturer' | 'config'>;

// Per process; one bounded cache per site (C-25). 30 s, like the site caches, so edits show up soon.
const offersCache = new SiteResultCache<OffersOutcome>(30_000, 1_000);

/** /special-offers: the site's visible offers for the URL's dealership and page, from the site's cache. */
export async function loadOffersPage(
  db: Database,
  site: OffersSite,
  searchParams: RawSearchParams,
  now: Date,
): Promise<OffersOutcome> {
  const params = parseListParams(searchParams, OFFER_FILTER_KEYS);
  if (params.kind === 'not_found') return params;
  const today = isoDateInTimeZone(now, site.config.timezone);
  // The day and the exceptions decide which offers are visible, so both are part of the key.
  const key = `${today}:${site.config.offers.exclusionExceptions.join(',')}:${listHref(OFFERS_PATH, params)}`;
  return offersCache.getOrLoad(site.id, site.config.search.cacheSize, key, () =>
    readOffersPage(db, site, params, today),
  );
}

/** The offers page for parsed URL state on the site's calendar date `today`, read from the database. */
export async function readOffersPage(
  db: Database,
  site: OffersSite,
  params: ListParams<(typeof OFFER_FILTER_KEYS)[number]>,
  today: string,
): Promise<OffersOutcome> {
  const { page, filters } = params;
  const dealerships = await listSiteDealerships(db, site.id);
  // C-94: the slug is resolved to an id within this site only; another site's slug is unknown here.
  const dealership = filters.dealership ? dealerships.find((d) => d.slug === filters.dealership) : null;
  if (dealership === undefined) return { kind: 'not_found' };
  const visibility = { today, exclusionExceptions: site.config.offers.exclusionExceptions };
  const counts = await countVisibleOffersByDealership(db, site.id, visibility);
  const count = dealership
    ? (counts.get(dealership.id) ?? 0)
    : [...counts.values()].reduce((a, b) => a + b, 0);
  if (!isPageInRange(page, count)) return { kind: 'not_found' };
  const offers =
    count === 0
      ? []
      : await listLatestOffers(db, site.id, {
          ...visibility,
          dealershipId: dealership?.id,
          ...pageWindow(page),
        });
  const hasSingleManufacturer = site.manufacturer !== null;
  return {
    kind: 'ok',
    data: {
      ...listPageFrame(OFFERS_PATH, params, count, { one: 'offer', many: 'offers' }),
      heading: offersHeading(dealership?.name ?? null),
      offers: offers.map((offer) => ({ ...offer, href: offerHref(offer, hasSingleManufacturer) })),
      filterGroups: usefulFilterGroups([
        {
          key: 'dealership',
          title: 'Dealership',
          links: dealershipFilterLinks(dealerships, counts, filters),
        },
      ]),
    },
  };
}
