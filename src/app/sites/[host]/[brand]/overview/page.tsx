import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { BrandPageView } from '@/components/brands/brand-page-view';
import { decodeSegment } from '@/domain/navigation/decode-segment';
import { absoluteUrl, breadcrumbListJsonLd } from '@/domain/navigation/json-ld';
import { siteOrigin } from '@/domain/seo/site-origin';
import { getDb } from '@/server/db';
import { loadBrandPage } from '@/server/brands/brand-page';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

type BrandPageProps = { params: Promise<{ host: string; brand: string }> };

/** One load per request, shared by the metadata and the page. */
const loadPage = cache(async (host: string, slug: string) => {
  const site = await getSiteForHost(host);
  if (!site) return null;
  const data = await loadBrandPage(await getDb(), site, decodeSegment(slug), new Date());
  return data && { data, siteName: site.name, origin: siteOrigin(site.config.siteUrl, decodeSegment(host)) };
});

async function pageOf({ params }: BrandPageProps) {
  const { host, brand } = await params;
  return loadPage(host, brand);
}

export async function generateMetadata(props: BrandPageProps): Promise<Metadata> {
  const loaded = await pageOf(props);
  if (!loaded) return { title: 'Page not found' };
  const { data, siteName, origin } = loaded;
  return {
    title: data.brand.title,
    description:
      data.brand.description ??
      `${data.brand.title} at ${siteName}: models in stock, current offers and where to buy.`,
    alternates: { canonical: absoluteUrl(origin, data.brand.canonicalPath) },
  };
}

/**
 * B-28, L-10: /{brand}/overview, the canonical brand page (decision 017); /brands/{slug} answers 301 here.
 * Static routes (/cars, /models, …) win over this one, and a path no brand owns is a 404 in the site shell.
 */
export default async function BrandPage(props: BrandPageProps) {
  const loaded = await pageOf(props);
  if (!loaded) notFound();
  const { data, origin } = loaded;
  return <BrandPageView data={data} jsonLd={breadcrumbListJsonLd(data.breadcrumbs, origin)} />;
}
