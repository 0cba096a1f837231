import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ComparePage } from '@/components/compare/compare-page';
import { getDb } from '@/server/db';
import { loadComparePage } from '@/server/compare/compare-page';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

// A visitor's own choice of cars: not a page for search engines.
export const metadata: Metadata = { title: 'Compare Cars', robots: { index: false } };

type CompareRouteProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /compare?cars={slug},{slug} (I-15, decision 049): up to 3 of the site's cars side by side. */
export default async function CompareRoute({ params, searchParams }: CompareRouteProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const page = await loadComparePage(await getDb(), site, await searchParams, new Date());
  if (!page) notFound();
  return <ComparePage page={page} />;
}
