import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { SearchPageClient } from '@/components/search/search-page-client';
import { StructuredData } from '@/components/ui/structured-data';
import { breadcrumbListJsonLd } from '@/domain/navigation/json-ld';
import { decodeSegment } from '@/domain/navigation/decode-segment';
import { searchPageBreadcrumbs } from '@/domain/search/page/breadcrumbs';
import { hrefFor } from '@/domain/search/page/links';
import { searchHistoryStorageKey } from '@/domain/search/search-history';
import { getDb } from '@/server/db';
import { loadSearchPage, searchPageMetadataTitle } from '@/server/stock/search/page/search-page';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: SearchPageProps): Promise<Metadata> {
  const { host, segments = [] } = await params;
  const site = await getSiteForHost(host);
  if (!site) return {};
  const input = { pathSegments: segments.map(decodeSegment), searchParams: await searchParams };
  return { title: await searchPageMetadataTitle(await getDb(), site, input) };
}

type SearchPageProps = {
  params: Promise<{ host: string; segments?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  const { host, segments = [] } = await params;
  const site = await getSiteForHost(host);
  if (!site) notFound();
  const input = { pathSegments: segments.map(decodeSegment), searchParams: await searchParams };
  const outcome = await loadSearchPage(await getDb(), site, input);
  if (outcome.kind === 'not_found') notFound();
  // The canonical form replaces the URL.
  if (outcome.kind === 'redirect') redirect(outcome.href);
  const { seed, view, dealershipName } = outcome;
  const historyKey = searchHistoryStorageKey(site.slug);
  const initial = { seed, view, dealershipName, historyKey, siteName: site.name };
  // A server navigation to another search URL (a header link) mounts a fresh page rather than keeping the
  // previous page's client state.
  return (
    <>
      <SearchPageClient key={hrefFor(view.state, view)} initial={initial} />
      <StructuredData scripts={[breadcrumbListJsonLd(searchPageBreadcrumbs(view))]} />
    </>
  );
}
