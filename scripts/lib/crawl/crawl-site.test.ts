import { describe, expect, it } from 'vitest';
import { crawlSite, type CrawlFetcher, type CrawlResponse } from './crawl-site';

const html = (body: string): CrawlResponse => ({
  status: 200,
  location: null,
  contentType: 'text/html',
  body,
});
const file: CrawlResponse = { status: 200, location: null, contentType: 'image/webp', body: null };
const missing: CrawlResponse = { status: 404, location: null, contentType: 'text/html', body: null };
const redirect = (location: string): CrawlResponse => ({
  status: 301,
  location,
  contentType: '',
  body: null,
});

/** A fake platform: URL (host + path) → answer; anything else is a 404. */
function fakeServer(routes: Record<string, CrawlResponse>) {
  const requested: string[] = [];
  const fetcher: CrawlFetcher = (url, wantBody) => {
    requested.push(`${url.host}${url.pathname}${url.search}`);
    const response = routes[`${url.host}${url.pathname}${url.search}`] ?? missing;
    return Promise.resolve(wantBody ? response : { ...response, body: null });
  };
  return { fetcher, requested };
}

const crawl = (fetcher: CrawlFetcher, bounds = { checksPerShape: 10, parsesPerShape: 10 }) =>
  crawlSite({
    start: new URL('http://a.test/'),
    fetcher,
    platformHosts: new Set(['a.test', 'b.test']),
    concurrency: 3,
    ...bounds,
  });

describe('crawlSite', () => {
  it('reports each dead link or file with the page that links it, and follows our redirects', async () => {
    const { fetcher, requested } = fakeServer({
      'a.test/': html(
        '<a href="/cars/x#photos">x</a><a href="/gone">g</a><img src="/i.webp"><a href="https://elsewhere.test/">e</a>',
      ),
      'a.test/cars/x': html(
        '<a href="/old">old</a><img src="/missing.webp"><a href="http://b.test/">b</a><a href="/">home</a>',
      ),
      'a.test/i.webp': file,
      'a.test/old': redirect('/cars/x'),
      'b.test/': html('<a href="/never-crawled">n</a>'),
    });
    const report = await crawl(fetcher);
    expect(report.failures).toEqual([
      { url: 'http://a.test/gone', status: 404, linkedFrom: 'http://a.test/', tag: 'a' },
      { url: 'http://a.test/missing.webp', status: 404, linkedFrom: 'http://a.test/cars/x', tag: 'img' },
    ]);
    expect(report).toMatchObject({ parsed: 3, checked: 7, skipped: 0 });
    // Another platform host is checked but not crawled; outside hosts are never requested.
    expect(requested).not.toContain('b.test/never-crawled');
    expect(requested.some((url) => url.startsWith('elsewhere.test'))).toBe(false);
  });

  it('bounds the requests and the pages read per route shape', async () => {
    const cars = ['a', 'b', 'c', 'd'].map((id) => `<a href="/cars/${id}">${id}</a>`).join('');
    const { fetcher, requested } = fakeServer({
      'a.test/': html(cars),
      'a.test/cars/a': html('<a href="/from-a">x</a>'),
      'a.test/cars/b': html('<a href="/from-b">x</a>'),
      'a.test/cars/c': html('<a href="/from-c">x</a>'),
    });
    const report = await crawl(fetcher, { checksPerShape: 3, parsesPerShape: 1 });
    expect(report.skipped).toBe(1);
    expect(requested).not.toContain('a.test/cars/d');
    // Only the first /cars/* page is read for links, so only its dead link is found.
    expect(report.failures.map((failure) => failure.url)).toEqual(['http://a.test/from-a']);
  });

  it('reports a redirect loop and a request that fails', async () => {
    const { fetcher } = fakeServer({
      'a.test/': html('<a href="/loop">l</a><a href="/boom">b</a>'),
      'a.test/loop': redirect('/loop'),
    });
    const failing: CrawlFetcher = (url, wantBody) =>
      url.pathname === '/boom' ? Promise.reject(new Error('socket hang up')) : fetcher(url, wantBody);
    const report = await crawl(failing);
    expect(report.failures.map(({ url, status }) => `${url} ${status}`)).toEqual([
      'http://a.test/boom request failed: socket hang up',
      'http://a.test/loop too many redirects',
    ]);
  });
});
