import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { LeadFormPage } from '@/components/leads/lead-form-page';
import { MatchingCars } from '@/components/offers/matching-cars';
import { OFFER_ENQUIRY_ID, OfferDetail } from '@/components/offers/offer-detail';
import { StructuredData } from '@/components/vehicle/page/structured-data';
import { decodeSegment } from '@/domain/navigation/decode-segment';
import { siteOrigin } from '@/domain/seo/site-origin';
import { getDb } from '@/server/db';
import { loadOfferPage } from '@/server/offers/offer-page';
import type { OfferPageOutcome } from '@/server/offers/types';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

type OfferPageProps = { params: Promise<{ host: string; path: string[] }> };

/** One load per request, shared by the metadata and the page (plain arguments, so `cache` can match them). */
const loadPage = cache(async (host: string, path: string): Promise<OfferPageOutcome> => {
  const site = await getSiteForHost(host);
  if (!site) return { kind: 'not_found' };
  const origin = siteOrigin(site.config.siteUrl, decodeSegment(host));
  const segments = path.split('/').map(decodeSegment);
  return loadOfferPage(await getDb(), site, { segments, origin }, new Date());
});

async function pageOf({ params }: OfferPageProps) {
  const { host, path } = await params;
  return loadPage(host, path.join('/'));
}

export async function generateMetadata(props: OfferPageProps): Promise<Metadata> {
  const outcome = await pageOf(props);
  if (outcome.kind !== 'ok') return { title: 'Page not found' };
  const { title, description, canonicalUrl, imageUrl } = outcome.seo;
  return {
    title,
    description,
    alternates: { canonical: canonicalUrl },
    openGraph: { type: 'website', url: canonicalUrl, title, description, images: imageUrl ? [imageUrl] : [] },
  };
}

/**
 * /offers/{id} and /offers/{manufacturerSlug}/{id} (K-11) as one catch-all: Next refuses sibling dynamic
 * segments with different names ([id] beside [make]). The other form of the path moves to the offer's own
 * href (308). Next 16 lets a page answer only 404/403/401 (no 410), so an expired offer is a 404 (K-10).
 */
export default async function OfferPage(props: OfferPageProps) {
  const outcome = await pageOf(props);
  if (outcome.kind === 'redirect') permanentRedirect(outcome.href);
  if (outcome.kind !== 'ok') notFound();
  const { data, seo } = outcome;
  return (
    <>
      <OfferDetail data={data} />
      <LeadFormPage id={OFFER_ENQUIRY_ID} title={data.form.title} setup={data.form.setup} headingLevel={2} />
      <MatchingCars vehicles={data.cars} noPriceText={data.noPriceText} />
      <StructuredData scripts={[seo.jsonLd]} />
    </>
  );
}
