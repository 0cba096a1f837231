import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BrandsPageView } from '@/components/brands/brands-page-view';
import { getDb } from '@/server/db';
import { loadBrandsPageView } from '@/server/brands/brands-page';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

type BrandsPageProps = { params: Promise<{ host: string }> };

export async function generateMetadata({ params }: BrandsPageProps): Promise<Metadata> {
  const site = await getSiteForHost((await params).host);
  return {
    title: 'Our Brands',
    description: site
      ? `Every brand sold by ${site.name}: new, demo and used, with offers and locations.`
      : undefined,
  };
}

/** B-29, L-13, L-14: /brands, every brand entry of the site and its manufacturers; without brands 404. */
export default async function BrandsPage({ params }: BrandsPageProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const view = await loadBrandsPageView(await getDb(), site);
  if (!view) notFound();
  return <BrandsPageView siteName={site.name} grids={view.grids} manufacturers={view.manufacturers} />;
}
