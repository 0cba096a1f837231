import { cache } from 'react';
import { decodeSegment } from '@/domain/navigation/decode-segment';
import { siteOrigin } from '@/domain/seo/site-origin';
import { getDb } from '@/server/db';
import { loadOfferPage } from '@/server/offers/offer-page';
import type { OfferPageOutcome } from '@/domain/offers/offer-page-view';
import { getSiteForHost } from '@/server/sites/queries';

export type OfferRouteParams = { params: Promise<{ host: string; path: string[] }> };

/** One load per request, shared by the layout, the metadata and the page (plain arguments, so `cache` matches). */
const loadOffer = cache(async (host: string, path: string): Promise<OfferPageOutcome> => {
  const site = await getSiteForHost(host);
  if (!site) return { kind: 'not_found' };
  const origin = siteOrigin(site.config.siteUrl, decodeSegment(host));
  const segments = path.split('/').map(decodeSegment);
  return loadOfferPage(await getDb(), site, { segments, origin }, new Date());
});

export async function offerOutcomeOf({ params }: OfferRouteParams): Promise<OfferPageOutcome> {
  const { host, path } = await params;
  return loadOffer(host, path.join('/'));
}
