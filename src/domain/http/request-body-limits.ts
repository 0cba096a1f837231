/**
 * How large a request body the production server reads before it answers 413 and closes the connection
 * (decision 077, point 5): each route reads no further than its own cap, but without a limit in front, the
 * body past the route's 413 was still read to its end. One table: the uploads, and one limit for every other
 * path.
 */
import {
  MAX_IMPORT_BODY_BYTES,
  STOCK_IMPORT_MESSAGES,
  STOCK_IMPORT_PATH,
} from '@/domain/console/stock-import';
import {
  MAX_PHOTO_UPLOAD_BODY_BYTES,
  STOCK_PHOTO_MESSAGES,
  STOCK_PHOTO_UPLOAD_PATH,
} from '@/domain/console/stock-photos';
import { MAX_PHOTO_UPLOAD_BYTES, PHOTO_MESSAGES, TRADE_IN_PHOTOS_PATH } from '@/domain/trade-in/photos';

/** `tooLarge`: the words the route itself answers a body over its cap with; null for the general 413. */
export type RequestBodyLimit = { maxBytes: number; tooLarge: string | null };

/**
 * Every path not listed: four times the largest body any other route takes (the payment webhook's 256 KB; the
 * others take 96 KB or less), as much as Next allows a server action.
 */
export const DEFAULT_REQUEST_BODY_LIMIT: RequestBodyLimit = { maxBytes: 1024 * 1024, tooLarge: null };

/**
 * The uploads, each at exactly its route's own cap, so the limit in front refuses nothing the route would take,
 * and says so in the route's words. Exact paths, not prefixes: the JSON routes below them (a photo's removal)
 * take small bodies.
 */
const UPLOAD_LIMITS: ReadonlyMap<string, RequestBodyLimit> = new Map([
  [TRADE_IN_PHOTOS_PATH, { maxBytes: MAX_PHOTO_UPLOAD_BYTES, tooLarge: PHOTO_MESSAGES.tooLarge }],
  [
    STOCK_PHOTO_UPLOAD_PATH,
    { maxBytes: MAX_PHOTO_UPLOAD_BODY_BYTES, tooLarge: STOCK_PHOTO_MESSAGES.bodyTooLarge },
  ],
  [STOCK_IMPORT_PATH, { maxBytes: MAX_IMPORT_BODY_BYTES, tooLarge: STOCK_IMPORT_MESSAGES.feedTooLarge }],
]);

/** The limit of a request's path (without its query). */
export function requestBodyLimit(pathname: string): RequestBodyLimit {
  return UPLOAD_LIMITS.get(pathname) ?? DEFAULT_REQUEST_BODY_LIMIT;
}

/** The general 413 body: what every route and the server in front of them answer past a body's limit. */
export function bodyTooLargeBody(maxBytes: number) {
  return { error: 'Request too large', fieldErrors: { body: `expected at most ${maxBytes} bytes` } };
}

/** The 413's JSON: the route's own words, or the general answer. */
export function bodyTooLargeAnswer(limit: RequestBodyLimit): Record<string, unknown> {
  return limit.tooLarge !== null ? { error: limit.tooLarge } : bodyTooLargeBody(limit.maxBytes);
}
