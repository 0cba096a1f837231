import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { LeadFormPage } from '@/components/leads/lead-form-page';
import { MatchingCars } from '@/components/offers/matching-cars';
import { OFFER_ENQUIRY_ID, OfferDetail } from '@/components/offers/offer-detail';
import { StructuredData } from '@/components/ui/structured-data';
import { offerOutcomeOf, type OfferRouteParams } from './load-offer';

export const dynamic = 'force-dynamic';

export async function generateMetadata(props: OfferRouteParams): Promise<Metadata> {
  const outcome = await offerOutcomeOf(props);
  if (outcome.kind === 'ended') return { title: `This offer has ended: ${outcome.data.name}` };
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
 * href (308). An ended offer and a missing one answer 404; the site's 404 page says the offer has ended
 * (decisions 021, 027).
 */
export default async function OfferPage(props: OfferRouteParams) {
  const outcome = await offerOutcomeOf(props);
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
