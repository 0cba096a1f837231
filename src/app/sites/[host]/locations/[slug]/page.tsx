import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { LocationPage } from '@/components/locations/location-page';
import { StructuredData } from '@/components/ui/structured-data';
import { autoDealerJsonLd } from '@/domain/locations/auto-dealer-json-ld';
import { absoluteUrl } from '@/domain/navigation/json-ld';
import { siteOrigin } from '@/domain/seo/site-origin';
import { decodeSegment } from '@/domain/navigation/decode-segment';
import { getDb } from '@/server/db';
import { loadLocationPage } from '@/server/locations/location-page';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

type LocationRouteProps = { params: Promise<{ host: string; slug: string }> };

/** One load per request, shared by the metadata and the page. */
const loadPage = cache(async (host: string, slug: string) => {
  const site = await getSiteForHost(host);
  if (!site) return null;
  return { site, outcome: await loadLocationPage(await getDb(), site, decodeSegment(slug), new Date()) };
});

export async function generateMetadata({ params }: LocationRouteProps): Promise<Metadata> {
  const { host, slug } = await params;
  const loaded = await loadPage(host, slug);
  if (loaded?.outcome.kind !== 'page') return { title: 'Page not found' };
  const { location } = loaded.outcome.view;
  return {
    title: location.name,
    description: [location.name, location.address, location.phone].filter(Boolean).join(' · '),
  };
}

/** /locations/{slug} (J-11, J-19, B-39): a location of this site; its dealership's slug redirects to it. */
export default async function LocationRoute({ params }: LocationRouteProps) {
  const { host, slug } = await params;
  const loaded = await loadPage(host, slug);
  if (!loaded || loaded.outcome.kind === 'not_found') notFound();
  if (loaded.outcome.kind === 'redirect') permanentRedirect(loaded.outcome.href);
  const { view } = loaded.outcome;
  const origin = siteOrigin(loaded.site.config.siteUrl, decodeSegment(host));
  const url = absoluteUrl(origin, `/locations/${encodeURIComponent(view.location.slug)}`);
  return (
    <>
      <StructuredData scripts={[autoDealerJsonLd({ ...view.structuredData, url })]} />
      <LocationPage view={view} noPriceText={loaded.site.config.cards.noPriceText} />
    </>
  );
}
