import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogueListPage } from '@/components/catalogue/catalogue-list-page';
import { OfferCard } from '@/components/cards/offer-card';
import { getDb } from '@/server/db';
import { loadOffersPage } from '@/server/catalogue/offers-page';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Special Offers' };

type SpecialOffersPageProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** K-13, C-94: the site's latest offers, 21 per page; ?dealership={slug} scopes them to that dealership. */
export default async function SpecialOffersPage({ params, searchParams }: SpecialOffersPageProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const outcome = await loadOffersPage(await getDb(), site, await searchParams, new Date());
  if (outcome.kind === 'not_found') notFound();
  const { data } = outcome;
  return (
    <CatalogueListPage page={data} filterLabel="Offer filters">
      {data.offers.map((offer) => (
        <li key={offer.id} data-testid="offer-card">
          <OfferCard offer={offer} enquireButtonText={site.config.forms.offerEnquireButtonText} />
        </li>
      ))}
    </CatalogueListPage>
  );
}
