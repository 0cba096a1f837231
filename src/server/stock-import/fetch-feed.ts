import 'server-only';
import { getBytes } from '@/server/outbound/get-bytes';
import type { Resolver } from '@/server/outbound/guarded-request';
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

/** A dealer's feed URL read through the guarded outbound request (decision 031). */
export async function fetchFeed(url: string, options: FetchFeedOptions = {}): Promise<FetchedFeed> {
  const answer = await getBytes(url, {
    timeoutMs: FEED_TIMEOUT_MS,
    maxResponseBytes: MAX_FEED_BYTES,
    accept: 'text/csv, application/json;q=0.9, */*;q=0.5',
    ...options,
  });
  if (!answer.ok) return { ok: false, error: `The feed URL ${answer.message}` };
  return { ok: true, body: answer.body, format: feedFormatOf(url, answer.contentType) };
}
