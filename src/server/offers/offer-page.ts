import 'server-only';
import { shareImageUrl } from '@/domain/media/vehicle-image-path';
import { offerEnquiryLabel } from '@/domain/catalogue/offers-list';
import { formatLongDate, isoDateInTimeZone } from '@/domain/format/date';
import { truncate } from '@/domain/format/truncate';
import { absoluteUrl } from '@/domain/navigation/json-ld';
import { modelHref, offerEnquiryHref, offerHref } from '@/domain/navigation/links';
import { offerJsonLd, offerMetaDescription } from '@/domain/offers/offer-json-ld';
import { hasOfferEnded, offerRoute, parseOfferPath } from '@/domain/offers/offer-route';
import {
  DESCRIPTION_TOGGLE,
  DISCLAIMER_TOGGLE,
  exploreModelLabel,
  isDescriptionInitiallyExpanded,
  isDisclaimerInitiallyExpanded,
  OFFER_DESCRIPTION_LIMIT,
  OFFER_DISCLAIMER_LIMIT,
  offerDescriptionText,
  type OfferToggleLabels,
} from '@/domain/offers/offer-text';
import { resolveStockRules, stockRuleOptionsOf } from '@/domain/search/stock-rules';
import type { Database } from '@/server/db/client';
import { loadLeadForm } from '@/server/lead-forms/load-form';
import type { SiteContext } from '@/server/sites/site-context';
import { listCurrentOfferCards } from '@/server/storefront/offer-cards';
import { listMatchingStock } from '@/server/storefront/vehicle-cards';
import { findSiteOffer, type SiteOfferRow } from './queries';
import type {
  EndedOfferData,
  OfferPageData,
  OfferPageOutcome,
  OfferPageSeo,
  ToggledTextDto,
} from '@/domain/offers/offer-page-view';

export type OfferPageSite = Pick<SiteContext, 'id' | 'name' | 'manufacturer' | 'config'>;
/** The path segments after /offers/, decoded, and the origin canonical URLs are built on. */
export type OfferPageRequest = { segments: readonly string[]; origin: string };

/** How many matching cars the page shows. */
const MATCHING_CARS = 4;
/** How many current offers an ended offer's page suggests. */
const CURRENT_OFFERS = 6;

function toggledText(
  text: string,
  limit: number,
  labels: OfferToggleLabels,
  isInitiallyExpanded: boolean,
): ToggledTextDto | null {
  if (!text.trim()) return null;
  const { kept, rest, isTruncated } = truncate(text.trim(), limit);
  return { kept, rest: isTruncated ? rest : null, isInitiallyExpanded, labels };
}

async function matchingCars(db: Database, site: OfferPageSite, offer: NonNullable<SiteOfferRow>, now: Date) {
  if (!offer.make) return [];
  const rules = resolveStockRules(stockRuleOptionsOf(site.config), now, '');
  const match = { make: offer.make, model: offer.model?.name ?? null };
  return listMatchingStock(db, site.id, rules, match, MATCHING_CARS);
}

/** What an offer's page head says of an offer (K-4..K-10); the console's preview draws a draft with it. */
export type OfferHeadInput = Pick<
  NonNullable<SiteOfferRow>,
  'id' | 'name' | 'category' | 'imageUrl' | 'expiry' | 'description' | 'sanitizedDescription' | 'disclaimer'
>;

export function offerHead(offer: OfferHeadInput, config: OfferPageSite['config']): OfferPageData['offer'] {
  const text = offerDescriptionText(offer.sanitizedDescription, offer.description);
  return {
    id: offer.id,
    name: offer.name,
    category: offer.category,
    imageUrl: offer.imageUrl,
    expiresText: offer.expiry ? `Expires on ${formatLongDate(offer.expiry)}` : null,
    description: toggledText(
      text,
      OFFER_DESCRIPTION_LIMIT,
      DESCRIPTION_TOGGLE,
      isDescriptionInitiallyExpanded(text),
    ),
    disclaimer: toggledText(
      offer.disclaimer,
      OFFER_DISCLAIMER_LIMIT,
      DISCLAIMER_TOGGLE,
      isDisclaimerInitiallyExpanded(offer, config.offers.expandFinanceDisclaimer),
    ),
  };
}

async function pageData(
  db: Database,
  site: OfferPageSite,
  offer: NonNullable<SiteOfferRow>,
  now: Date,
): Promise<OfferPageData | null> {
  const { config } = site;
  const buttonText = config.forms.offerEnquireButtonText;
  const label = offerEnquiryLabel(buttonText, offer.name);
  const form = await loadLeadForm(db, site, { kind: 'enquiry', offerId: offer.id });
  if (!form) return null;
  return {
    offer: offerHead(offer, config),
    enquire: { text: buttonText, label, href: offerEnquiryHref(offer.id) },
    // K-9: only to a model that has a page here (or its own override); a discontinued model has none.
    explore:
      offer.model && (offer.model.hasPage || offer.model.overrideUrl)
        ? { label: exploreModelLabel(offer.model.name), href: modelHref(offer.model) }
        : null,
    testDrive: { label: 'Book A Test Drive', href: '/book-test-drive' },
    form: { title: label, setup: form.setup },
    cars: await matchingCars(db, site, offer, now),
    noPriceText: config.cards.noPriceText,
    currentOffersHref: config.promo.offersRefreshPath,
  };
}

/** Decision 021: an ended offer's page says so and lists the site's live offers instead. */
async function endedData(
  db: Database,
  site: OfferPageSite,
  offer: NonNullable<SiteOfferRow>,
  now: Date,
): Promise<EndedOfferData> {
  const { config } = site;
  const offers = await listCurrentOfferCards(
    db,
    { id: site.id, hasSingleManufacturer: site.manufacturer !== null, timezone: config.timezone },
    { now, exclusionExceptions: config.offers.exclusionExceptions, limit: CURRENT_OFFERS },
  );
  return {
    name: offer.name,
    endedText: offer.expiry ? `Ended on ${formatLongDate(offer.expiry)}` : '',
    offers,
    allOffersHref: config.promo.offersRefreshPath,
    enquireButtonText: config.forms.offerEnquireButtonText,
  };
}

/** Title, description, canonical URL and JSON-LD `Offer` of a live offer's page. */
function offerSeo(site: OfferPageSite, offer: NonNullable<SiteOfferRow>, origin: string): OfferPageSeo {
  const path = offerHref(offer, site.manufacturer !== null);
  const description = offerMetaDescription(
    offerDescriptionText(offer.sanitizedDescription, offer.description),
  );
  // og:image takes PNG or JPEG only (an SVG offer picture is left out, a generated one shared as a JPEG).
  const imageUrl = offer.imageUrl && shareImageUrl(absoluteUrl(origin, offer.imageUrl));
  const jsonLd = offerJsonLd({ ...offer, description, path, sellerName: site.name }, origin);
  return { title: offer.name, description, canonicalUrl: absoluteUrl(origin, path), imageUrl, jsonLd };
}

type ResolvedOffer =
  | { kind: 'not_found' }
  | { kind: 'redirect'; href: string }
  | { kind: 'ended'; offer: NonNullable<SiteOfferRow> }
  | { kind: 'live'; offer: NonNullable<SiteOfferRow> };

/**
 * /offers/{id} and /offers/{manufacturerSlug}/{id} (K-11): one offer of this site at its own href. Another
 * site's id, an offer that excludes this site (K-12) or a malformed path is not found; the other form of the
 * path redirects; an expired offer (K-10, the site's calendar date) has ended.
 */
async function resolveOffer(
  db: Database,
  site: OfferPageSite,
  segments: readonly string[],
  now: Date,
): Promise<ResolvedOffer> {
  const path = parseOfferPath(segments);
  if (!path) return { kind: 'not_found' };
  const offer = await findSiteOffer(db, site.id, path.id, site.config.offers.exclusionExceptions);
  if (!offer) return { kind: 'not_found' };
  const route = offerRoute(path, offer, site.manufacturer !== null);
  if (route.kind === 'redirect') return route;
  if (hasOfferEnded(offer.expiry, isoDateInTimeZone(now, site.config.timezone)))
    return { kind: 'ended', offer };
  return { kind: 'live', offer };
}

/** The offer page at these path segments (after /offers/): its data, a redirect, ended or not found. */
export async function loadOfferPage(
  db: Database,
  site: OfferPageSite,
  request: OfferPageRequest,
  now: Date,
): Promise<OfferPageOutcome> {
  const resolved = await resolveOffer(db, site, request.segments, now);
  if (resolved.kind === 'not_found' || resolved.kind === 'redirect') return resolved;
  const { offer } = resolved;
  if (resolved.kind === 'ended') return { kind: 'ended', data: await endedData(db, site, offer, now) };
  const data = await pageData(db, site, offer, now);
  if (!data) return { kind: 'not_found' };
  return { kind: 'ok', data, seo: offerSeo(site, offer, request.origin) };
}

/**
 * What the 404 page shows at an ended offer's own URL (decision 021: the page answers 404), or null when the
 * path names no ended offer of this site.
 */
export async function loadEndedOffer(
  db: Database,
  site: OfferPageSite,
  segments: readonly string[],
  now: Date,
): Promise<EndedOfferData | null> {
  const resolved = await resolveOffer(db, site, segments, now);
  return resolved.kind === 'ended' ? endedData(db, site, resolved.offer, now) : null;
}
