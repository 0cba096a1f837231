import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BrandsPageView } from '@/components/brands/brands-page-view';
import { getDb } from '@/server/db';
import { loadBrandsPage } from '@/server/brands/brands-page';
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

/** B-29, L-13: /brands, every brand entry of the site; a site without brands answers 404. */
export default async function BrandsPage({ params }: BrandsPageProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const grids = await loadBrandsPage(await getDb(), site.id);
  if (!grids) notFound();
  return <BrandsPageView siteName={site.name} grids={grids} />;
}
