import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DealershipDirectory } from '@/components/locations/dealership-directory';
import { getDb } from '@/server/db';
import { loadDealerships } from '@/server/locations/directory';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

type DealershipsPageProps = { params: Promise<{ host: string }> };

export async function generateMetadata({ params }: DealershipsPageProps): Promise<Metadata> {
  const site = await getSiteForHost((await params).host);
  return {
    title: 'Our Dealerships',
    description: site
      ? `Every ${site.name} location: addresses, phone numbers, hours and directions.`
      : undefined,
  };
}

/** /dealerships (J-21's 'link' target): every location of the site, grouped by dealership. */
export default async function DealershipsPage({ params }: DealershipsPageProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const groups = await loadDealerships(await getDb(), site, new Date());
  return <DealershipDirectory title="Our Dealerships" groups={groups} />;
}
