import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LeadFormPage } from '@/components/leads/lead-form-page';
import { MatchingCars } from '@/components/offers/matching-cars';
import { OFFER_ENQUIRY_ID, OfferDetail } from '@/components/offers/offer-detail';
import { StructuredData } from '@/components/vehicle/page/structured-data';
import { offerOf, type OfferRouteParams } from './load';

export const dynamic = 'force-dynamic';

export async function generateMetadata(props: OfferRouteParams): Promise<Metadata> {
  const outcome = await offerOf(props);
  if (outcome.kind === 'ended') return { title: 'This offer has ended', robots: { index: false } };
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
 * One offer of this site (K-3..K-10, H-28). Next 16 lets a page set only 404, 403 and 401 (notFound,
 * forbidden, unauthorized), not 410, so an expired offer answers 404 with 'This offer has ended' (not-found.tsx).
 */
export default async function OfferPage(props: OfferRouteParams) {
  const outcome = await offerOf(props);
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
