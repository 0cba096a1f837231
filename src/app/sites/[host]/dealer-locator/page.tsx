import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DealerLocator } from '@/components/locations/dealer-locator';
import { getDb } from '@/server/db';
import { loadDealerLocator } from '@/server/locations/directory';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Find a Dealer',
  description: 'Enter your postcode to find our nearest locations, with distances, hours and directions.',
};

type DealerLocatorPageProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /dealer-locator[?postcode=4000] (J-22): every location with its distance from the postcode, nearest first. */
export default async function DealerLocatorPage({ params, searchParams }: DealerLocatorPageProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const { postcode } = await searchParams;
  const view = await loadDealerLocator(await getDb(), site, postcode, new Date());
  return <DealerLocator view={view} />;
}
