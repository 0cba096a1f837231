import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ModelPageView } from '@/components/catalogue/model-page-view';
import { stockCountText } from '@/domain/catalogue/model-page';
import { decodeSegment } from '@/domain/navigation/decode-segment';
import { absoluteUrl } from '@/domain/navigation/json-ld';
import { siteOrigin } from '@/domain/seo/site-origin';
import { getDb } from '@/server/db';
import { loadModelPage } from '@/server/catalogue/model-page';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

type ModelPageProps = { params: Promise<{ host: string; slug: string }> };

/** One load per request, shared by the metadata and the page. */
const loadPage = cache(async (host: string, slug: string) => {
  const site = await getSiteForHost(host);
  if (!site) return null;
  const data = await loadModelPage(await getDb(), site, decodeSegment(slug), new Date());
  return data && { data, siteName: site.name, origin: siteOrigin(site.config.siteUrl, decodeSegment(host)) };
});

async function pageOf({ params }: ModelPageProps) {
  const { host, slug } = await params;
  return loadPage(host, slug);
}

export async function generateMetadata(props: ModelPageProps): Promise<Metadata> {
  const loaded = await pageOf(props);
  if (!loaded) return { title: 'Page not found' };
  const { data, siteName, origin } = loaded;
  const { model, stock } = data;
  const stockText = [stockCountText(stock.count), stock.priceRangeText].filter(Boolean).join(', ');
  return {
    title: model.title,
    description: `The ${model.title} at ${siteName}: ${stockText.toLowerCase()}; current offers and test drives.`,
    alternates: { canonical: absoluteUrl(origin, model.canonicalPath) },
  };
}

/** B-41: /models/{slug}: one active model of this site; anything else is a 404. */
export default async function ModelPage(props: ModelPageProps) {
  const loaded = await pageOf(props);
  if (!loaded) notFound();
  return <ModelPageView data={loaded.data} />;
}
