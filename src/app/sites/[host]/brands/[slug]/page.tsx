import { notFound, permanentRedirect } from 'next/navigation';
import { decodeSegment } from '@/domain/navigation/decode-segment';
import { getDb } from '@/server/db';
import { brandRedirectPath } from '@/server/brands/brands-page';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

type BrandAliasProps = { params: Promise<{ host: string; slug: string }> };

/**
 * B-41: /brands/{slug} is a permanent redirect (308) to the canonical /{slug}/overview (B-28, decision 017).
 * A page rather than a route handler, so a slug without a brand page gets the site's own 404.
 */
export default async function BrandAlias({ params }: BrandAliasProps) {
  const { host, slug } = await params;
  const site = await getSiteForHost(host);
  if (!site) notFound();
  const target = await brandRedirectPath(await getDb(), site.id, decodeSegment(slug));
  if (!target) notFound();
  permanentRedirect(target);
}
