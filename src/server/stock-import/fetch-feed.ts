import 'server-only';
import { guardedRequest, type Resolver } from '@/server/outbound/guarded-request';
import type { FeedFormat } from './import-feed';

/** A feed larger than this is refused unread: 20,000 cars with long comments is about 40 MB. */
export const MAX_FEED_BYTES = 100 * 1024 * 1024;
const FEED_TIMEOUT_MS = 120_000;

export type FetchFeedOptions = {
  resolve?: Resolver;
  /** TESTS ONLY (decision 031): lets the pull reach a local fake feed server. */
  allowPrivateAddresses?: boolean;
};

export type FetchedFeed = { ok: true; body: Buffer; format: FeedFormat } | { ok: false; error: string };

/** JSON when the server says so or the address ends in .json; CSV otherwise (exports are served as text). */
export function feedFormatOf(address: string, contentType?: string): FeedFormat {
  if (contentType?.toLowerCase().includes('json')) return 'json';
  return /\.json($|\?)/i.test(address) ? 'json' : 'csv';
}

/**
 * A dealer's feed URL read through the guarded outbound request (decision 031): public addresses only, no
 * redirects followed, a deadline and a size cap. The message never repeats the URL (it may carry a key).
 */
export async function fetchFeed(url: string, options: FetchFeedOptions = {}): Promise<FetchedFeed> {
  const answer = await guardedRequest(url, {
    timeoutMs: FEED_TIMEOUT_MS,
    maxResponseBytes: MAX_FEED_BYTES,
    headers: { accept: 'text/csv, application/json;q=0.9, */*;q=0.5' },
    resolve: options.resolve,
    allowPrivateAddresses: options.allowPrivateAddresses,
  });
  if (!answer.ok) return { ok: false, error: `The feed URL ${answer.message}` };
  if (answer.status < 200 || answer.status > 299)
    return { ok: false, error: `The feed URL answered HTTP ${answer.status}` };
  const contentType = answer.headers['content-type'];
  return { ok: true, body: answer.body, format: feedFormatOf(url, contentType) };
}
