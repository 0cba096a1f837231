import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { nonceOfPolicy } from '@/domain/security/content-security-policy';
import { createNonce } from '@/domain/security/nonce';
import { normaliseHost } from '@/domain/tenancy/host';
import { isStorablePage, pageCacheVariant } from '@/domain/http/page-cache-rules';
import { answerBody, keepBody, keptBodyBytes, type KeptBody } from './kept-page-body';

/** One rendered page as it went on the wire (compressed when the client accepted gzip). */
type DrawnPage = { status: number; headers: OutgoingHttpHeaders; body: Buffer };

/** A drawn page as kept: its nonce taken out of its headers and body, to be replaced in every answer. */
export type CachedPage = { status: number; headers: OutgoingHttpHeaders; body: KeptBody };

/**
 * The version of a site's data a page was drawn from (site id, stock version), or null for a host that is
 * no site. Pages are kept per version: a stock change starts the site's pages afresh (decision 039).
 */
export type PageVersionOf = (host: string) => Promise<string | null>;

export type PageCacheOptions = {
  /** All kept pages together, in bytes. */
  maxBytes: number;
  /** Content without a version (offers, promotions, config) is at most this old; the site lookup keeps 30 s too. */
  ttlMs: number;
  maxPageBytes: number;
};

export const DEFAULT_PAGE_CACHE_OPTIONS: PageCacheOptions = {
  maxBytes: 64 * 1024 * 1024,
  ttlMs: 30_000,
  maxPageBytes: 2 * 1024 * 1024,
};

/** Headers that describe one response or connection, not the page: never kept. */
const PER_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'x-request-id',
]);

function keptHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !PER_RESPONSE_HEADERS.has(name.toLowerCase())),
  );
}

/** Where the drawn page's nonce stood in a kept header value: Node refuses a NUL in a header, so it is unique. */
const NONCE_MARK = '\u0000nonce\u0000';

function mapHeaderTexts(headers: OutgoingHttpHeaders, map: (text: string) => string): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      typeof value === 'string' ? map(value) : Array.isArray(value) ? value.map(map) : value,
    ]),
  );
}

/**
 * The page to keep, without the nonce it was drawn with (decision 077, point 6): replayed for 30 s, a nonce
 * is known to anyone who fetched the page, who could then put it on markup injected into another visitor's
 * copy. Null when the body cannot be kept without it.
 */
async function withoutNonce(page: DrawnPage): Promise<CachedPage | null> {
  const policy = [page.headers['content-security-policy'] ?? []].flat().join(', ');
  const nonce = nonceOfPolicy(policy);
  const encoding = page.headers['content-encoding'];
  if (encoding !== undefined && typeof encoding !== 'string') return null;
  const body = await keepBody(page.body, encoding, nonce);
  if (!body) return null;
  const headers =
    nonce === null
      ? page.headers
      : mapHeaderTexts(page.headers, (text) => text.replaceAll(nonce, NONCE_MARK));
  return { status: page.status, headers, body };
}

function lowerCaseNames(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * Copies what is written to `res` while passing it through unchanged, and hands the whole answer to `keep`
 * when it ends. Wraps the lowest layer: Next's compression, added later over these methods, writes the
 * compressed bytes through them, so the copy is exactly what the client received.
 */
function copyAnswer(res: ServerResponse, maxBytes: number, keep: (page: DrawnPage) => void): void {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let overflow = false;
  // The status given to writeHead: a layer below may hold the answer back without setting res.statusCode.
  let writeHeadStatus: number | undefined;
  // Headers given to writeHead directly are not all readable through getHeaders() afterwards.
  let writeHeadHeaders: OutgoingHttpHeaders = {};
  const { writeHead, write, end } = res;
  res.writeHead = function writeHeadCopy(statusCode: number, ...rest: unknown[]) {
    const given = rest.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    if (given) writeHeadHeaders = lowerCaseNames(given as OutgoingHttpHeaders);
    writeHeadStatus = statusCode;
    return Reflect.apply(writeHead, res, [statusCode, ...rest]) as ServerResponse;
  } as ServerResponse['writeHead'];
  const copy = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || overflow) return;
    const buffer = toBuffer(chunk, encoding);
    bytes += buffer.length;
    if (bytes > maxBytes) overflow = true;
    else chunks.push(buffer);
  };
  res.write = function writeCopy(chunk: unknown, ...rest: unknown[]) {
    copy(chunk, rest[0]);
    return Reflect.apply(write, res, [chunk, ...rest]) as boolean;
  } as ServerResponse['write'];
  res.end = function endCopy(...args: unknown[]) {
    copy(args[0], args[1]);
    const result = Reflect.apply(end, res, args) as ServerResponse;
    const headers = { ...res.getHeaders(), ...writeHeadHeaders };
    const status = writeHeadStatus ?? res.statusCode;
    if (!overflow && isStorablePage(status, headers, bytes, maxBytes))
      keep({ status, headers: keptHeaders(headers), body: Buffer.concat(chunks) });
    return result;
  } as ServerResponse['end'];
}

/** A kept page with a nonce of its own, the same in its policy and in its scripts. */
function sendKept(res: ServerResponse, page: CachedPage): void {
  const nonce = createNonce();
  const body = answerBody(page.body, nonce);
  const headers = mapHeaderTexts(page.headers, (text) => text.replaceAll(NONCE_MARK, nonce));
  res.writeHead(page.status, { ...headers, 'content-length': body.length });
  res.end(body);
}

/**
 * The rendered-page cache of one server process (decision 039): the home, search and vehicle pages, kept per
 * host, URL, variant (gzip, https) and the site's data version, least recently used out first within a byte
 * budget, and never older than `ttlMs`. A request it cannot answer goes to `render` (Next), whose answer is
 * copied on its way out and kept when it is a whole 200 page.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  /** Drawn pages on their way into `pages`, by key. */
  private readonly keeping = new Map<string, Promise<void>>();

  constructor(
    private readonly versionOf: () => PageVersionOf | undefined,
    private readonly options: PageCacheOptions = DEFAULT_PAGE_CACHE_OPTIONS,
  ) {
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (page) => keptBodyBytes(page.body) + 1024,
      ttl: options.ttlMs,
    });
  }

  /** The key of this request's page, or null when the cache must not answer it. */
  private async keyOf(req: IncomingMessage, isHttps: boolean): Promise<string | null> {
    const variant = pageCacheVariant(req, isHttps);
    const host = normaliseHost(req.headers.host ?? null);
    const versionOf = this.versionOf();
    if (variant === null || !host || !versionOf) return null;
    const version = await versionOf(host);
    return version === null ? null : `${version}|${host}|${variant}|${req.url}`;
  }

  /** Answers from the cache, or renders and keeps the answer. The version is read before the render starts,
   * so a page drawn while the stock changed is kept under the older version and never served after it. */
  async serve(
    req: IncomingMessage,
    res: ServerResponse,
    isHttps: boolean,
    render: () => Promise<void>,
  ): Promise<void> {
    const key = await this.keyOf(req, isHttps).catch(() => null);
    if (key === null) return render();
    // A page being kept is ready within milliseconds, sooner than drawn again.
    await this.keeping.get(key);
    const kept = this.pages.get(key);
    if (kept) return sendKept(res, kept);
    copyAnswer(res, this.options.maxPageBytes, (drawn) => this.keep(key, drawn));
    return render();
  }

  /** Takes the nonce out of a drawn page, off the event loop (the compression), then keeps it. */
  private keep(key: string, drawn: DrawnPage): void {
    const done: Promise<void> = withoutNonce(drawn)
      .then((page) => void (page && this.pages.set(key, page)))
      // A page that cannot be kept is drawn again next time.
      .catch(() => undefined)
      .finally(() => this.keeping.get(key) === done && this.keeping.delete(key));
    this.keeping.set(key, done);
  }

  /** How many pages are held (diagnostics and tests). */
  get size(): number {
    return this.pages.size;
  }
}
