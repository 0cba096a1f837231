import { extractLinks, type LinkKind } from './extract-links';
import { routeShape } from './route-shape';

/** One answer, redirects not followed. `body` only for HTML the crawler asked to read. */
export type CrawlResponse = {
  status: number;
  location: string | null;
  contentType: string;
  body: string | null;
};

/** Fetches `url` from our server (the site chosen by the URL's host); `wantBody` asks for the HTML. */
export type CrawlFetcher = (url: URL, wantBody: boolean) => Promise<CrawlResponse>;

export type CrawlFailure = { url: string; status: number | string; linkedFrom: string; tag: string };

export type CrawlReport = {
  /** HTML pages whose links were followed. */
  parsed: number;
  /** Distinct URLs requested (pages and files). */
  checked: number;
  /** URLs not requested because their route shape had reached its bound. */
  skipped: number;
  failures: CrawlFailure[];
};

export type CrawlOptions = {
  start: URL;
  fetcher: CrawlFetcher;
  /** Hosts served by this platform: links to them are checked; only `start`'s host is crawled further. */
  platformHosts: ReadonlySet<string>;
  /** At most this many URLs of one route shape are requested... */
  checksPerShape: number;
  /** ...and at most this many of those pages are read for further links. */
  parsesPerShape: number;
  concurrency: number;
};

type QueuedLink = { url: URL; kind: LinkKind; linkedFrom: string; tag: string };

const MAX_REDIRECTS = 5;

/** One spelling per page: no fragment, and http on the default port (our sites link both http and https). */
function canonical(url: URL): URL {
  const copy = new URL(url);
  copy.hash = '';
  if (copy.protocol === 'https:') copy.protocol = 'http:';
  copy.port = '';
  return copy;
}

function isCrawlable(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/** A counter per route shape that says whether one more may pass. */
function shapeBudget(limit: number): (url: URL) => boolean {
  const used = new Map<string, number>();
  return (url) => {
    const shape = routeShape(url);
    const count = used.get(shape) ?? 0;
    if (count >= limit) return false;
    used.set(shape, count + 1);
    return true;
  };
}

/** What became of one request: why it failed (a status or a reason), or the page it ended on. */
type Outcome =
  { failure: number | string } | { failure: null; finalUrl: URL; contentType: string; body: string | null };

/** Follows our own redirects; a redirect off the platform ends the chain as a success. */
async function follow(
  url: URL,
  wantBody: boolean,
  { fetcher, platformHosts }: Pick<CrawlOptions, 'fetcher' | 'platformHosts'>,
): Promise<Outcome> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = await fetcher(current, wantBody);
    if (response.status >= 400) return { failure: response.status };
    const isRedirect = response.status >= 300 && response.location !== null;
    if (!isRedirect)
      return { failure: null, finalUrl: current, contentType: response.contentType, body: response.body };
    current = new URL(response.location ?? '', current);
    if (!platformHosts.has(current.host))
      return { failure: null, finalUrl: current, contentType: '', body: null };
  }
  return { failure: 'too many redirects' };
}

/** Runs `visit` over `queue` with at most `concurrency` at once, until the queue stays empty. */
function drain<T>(queue: T[], concurrency: number, visit: (item: T) => Promise<void>): Promise<void> {
  return new Promise((done, fail) => {
    let active = 0;
    const pump = () => {
      if (queue.length === 0 && active === 0) done();
      while (active < concurrency && queue.length > 0) {
        const item = queue.shift() as T;
        active += 1;
        visit(item).then(() => {
          active -= 1;
          pump();
        }, fail);
      }
    };
    pump();
  });
}

/**
 * Breadth-first crawl of one site from `start`: every same-site or platform link, image, script and
 * stylesheet is requested (bounded per route shape) and any 4xx/5xx is reported with the page that links it.
 */
export async function crawlSite(options: CrawlOptions): Promise<CrawlReport> {
  const report: CrawlReport = { parsed: 0, checked: 0, skipped: 0, failures: [] };
  const seen = new Set<string>();
  const mayCheck = shapeBudget(options.checksPerShape);
  const mayParse = shapeBudget(options.parsesPerShape);
  const queue: QueuedLink[] = [];

  const enqueue = (link: QueuedLink) => {
    const url = canonical(link.url);
    if (!isCrawlable(url) || !options.platformHosts.has(url.host) || seen.has(url.href)) return;
    seen.add(url.href);
    if (!mayCheck(url)) {
      report.skipped += 1;
      return;
    }
    queue.push({ ...link, url });
  };

  const visit = async ({ url, kind, linkedFrom, tag }: QueuedLink) => {
    const readable = kind === 'page' && url.host === options.start.host && mayParse(url);
    report.checked += 1;
    const outcome = await follow(url, readable, options).catch((error: unknown): Outcome => ({
      failure: `request failed: ${(error as Error).message}`,
    }));
    if (outcome.failure !== null) {
      report.failures.push({ url: url.href, status: outcome.failure, linkedFrom, tag });
      return;
    }
    if (!readable || outcome.body === null || !outcome.contentType.includes('text/html')) return;
    report.parsed += 1;
    for (const link of extractLinks(outcome.body)) {
      let target: URL;
      try {
        target = new URL(link.url, outcome.finalUrl);
      } catch {
        report.failures.push({
          url: link.url,
          status: 'unparseable URL',
          linkedFrom: url.href,
          tag: link.tag,
        });
        continue;
      }
      enqueue({ url: target, kind: link.kind, linkedFrom: url.href, tag: link.tag });
    }
  };

  enqueue({ url: options.start, kind: 'page', linkedFrom: '(start)', tag: 'start' });
  await drain(queue, options.concurrency, visit);
  // Requests finish in any order; a stable list reads and compares better.
  report.failures.sort((a, b) => a.url.localeCompare(b.url));
  return report;
}
