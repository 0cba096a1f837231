import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { DealershipDirectory } from '@/components/locations/dealership-directory';
import { decodeSegment } from '@/domain/navigation/decode-segment';
import { getDb } from '@/server/db';
import { loadBrandDealerships } from '@/server/locations/directory';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

type BrandDealershipsProps = { params: Promise<{ host: string; make: string }> };

/** One load per request, shared by the metadata and the page. */
const loadPage = cache(async (host: string, make: string) => {
  const site = await getSiteForHost(host);
  if (!site) return null;
  return loadBrandDealerships(await getDb(), site, decodeSegment(make), new Date());
});

export async function generateMetadata({ params }: BrandDealershipsProps): Promise<Metadata> {
  const { host, make } = await params;
  const page = await loadPage(host, make);
  if (!page) return { title: 'Page not found' };
  return {
    title: `${page.makeName} Dealerships`,
    description: `Our locations selling ${page.makeName}: addresses, phone numbers, hours and directions.`,
  };
}

/**
 * /dealerships/{make}?filter=brand: the locations selling that make (the filter names what the segment is;
 * a brand is the only filter there is). A make no location of the site sells is a 404.
 */
export default async function BrandDealershipsPage({ params }: BrandDealershipsProps) {
  const { host, make } = await params;
  const page = await loadPage(host, make);
  if (!page) notFound();
  return <DealershipDirectory title={`${page.makeName} Dealerships`} groups={page.groups} />;
}
