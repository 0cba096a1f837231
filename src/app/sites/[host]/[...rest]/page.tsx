import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { LatestOffersSection } from '@/components/home/latest-offers-section';
import { ContentPage } from '@/components/pages/content-page';
import { garageAliasTarget } from '@/domain/account/garage-path';
import { decodeSegment } from '@/domain/navigation/decode-segment';
import { absoluteUrl } from '@/domain/navigation/json-ld';
import { siteOrigin } from '@/domain/seo/site-origin';
import { getDb } from '@/server/db';
import { loadContentRoute } from '@/server/pages/content-page';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

type RestPageProps = { params: Promise<{ host: string; rest: string[] }> };

/** One load per request, shared by the metadata and the page. */
const loadPage = cache(async (host: string, path: string) => {
  const site = await getSiteForHost(host);
  if (!site) return null;
  const page = await loadContentRoute(await getDb(), site, path, new Date());
  return page && { page, origin: siteOrigin(site.config.siteUrl, decodeSegment(host)), site };
});

async function pageOf({ params }: RestPageProps) {
  const { host, rest } = await params;
  return loadPage(host, `/${rest.map(decodeSegment).join('/')}`);
}

export async function generateMetadata(props: RestPageProps): Promise<Metadata> {
  const loaded = await pageOf(props);
  if (!loaded) return { title: 'Page not found' };
  const { page, origin } = loaded;
  return {
    title: page.title,
    description: page.metaDescription || undefined,
    alternates: { canonical: absoluteUrl(origin, page.canonicalPath) },
  };
}

/**
 * Content pages at their fixed routes and at /pages/{slug} (decision 015), and the site's brand variant of My
 * Garage (B-45) sent on to /my-garage; any other path no route handles is a 404 inside the site shell (not the
 * platform 404).
 */
export default async function RestPage(props: RestPageProps) {
  const { host, rest } = await props.params;
  const shell = await getSiteForHost(host);
  const alias = shell && garageAliasTarget(`/${rest.join('/')}`, shell.config.links.myGaragePath);
  if (alias) permanentRedirect(alias);
  const loaded = await pageOf(props);
  if (!loaded) notFound();
  const { page, site } = loaded;
  return (
    <>
      <ContentPage title={page.title} body={page.body} />
      {page.offers ? (
        <LatestOffersSection
          offers={page.offers}
          enquireButtonText={site.config.forms.offerEnquireButtonText}
          allOffersHref={site.config.promo.offersRefreshPath}
        />
      ) : null}
    </>
  );
}
