import { decodeSegment } from '@/domain/navigation/decode-segment';
import { siteOrigin } from '@/domain/seo/site-origin';
import { getDb } from '@/server/db';
import { listingFeedResponse } from '@/server/listing-feeds/listing-feed-api';
import { siteFileNotFound, siteFileResponse, siteFileRoute } from '../../../site-file-response';

export const dynamic = 'force-dynamic';

/** A stock change reaches a platform's next fetch within five minutes, even through a shared cache. */
const FEED_CACHE_CONTROL = 'public, max-age=300';

/**
 * GET /feeds/{token}/google-vehicle-listings.csv and …/meta-vehicles.xml on the site's host (decision 060):
 * the site's stock for the ad platforms, at an address only the dealer is given. The platforms fetch it on
 * their own schedule; the file is built again after every stock change.
 */
export const GET = siteFileRoute<{ token: string; file: string }>(async (site, host, { token, file }) => {
  const origin = siteOrigin(site.config.siteUrl, host);
  const feed = await listingFeedResponse(
    await getDb(),
    site,
    origin,
    decodeSegment(token),
    decodeSegment(file),
  );
  if (feed.status === 404) return siteFileNotFound();
  return siteFileResponse(feed.body, feed.contentType, {
    'Cache-Control': FEED_CACHE_CONTROL,
    'X-Robots-Tag': 'noindex',
  });
});
