import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { expectedInstantSearchQuery } from '@/domain/search/instant-search-test-fixture';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { loadSiteContext } from '@/server/sites/site-context';
import { insertFixtureSite } from '../search/test-fixture';
import { handleInstantSearchApi } from './instant-search-api';
import { createMeilisearchInstantSearch } from './meilisearch-provider';
import { InstantSearchUnavailableError } from './provider';
import { instantSearchProviderFor } from './select-provider';

// A local stand-in for the hosted service (test double): it records each request and answers with `reply`.
type Recorded = { method?: string; url?: string; authorization?: string; body: unknown };
let server: Server;
let host: string;
let recorded: Recorded[] = [];
let reply: (res: ServerResponse) => void;

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const HILUX = {
  id: 41,
  slug: 'toyota-hilux-41',
  year: 2021,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  series: null,
  price: 45_990,
  image_url: 'https://cdn.example/hilux.jpg',
  _formatted: {
    make: '__ais-highlight__Toyota__/ais-highlight__',
    model: 'HiLux',
    badge: 'SR5',
    year: '2021',
  },
};
const ANSWER = {
  results: [
    {
      indexUid: 'cars_live',
      hits: [HILUX, { ...HILUX, id: '42', slug: 'toyota-hilux-42', image_url: 'javascript:alert(1)' }],
      facetDistribution: { simple_body: { Ute: 2, SUV: 5 } },
      facetStats: { price: { min: 45_990, max: 45_990 } },
    },
  ],
};

const test = databaseForThisFile();
beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const { method, url } = req;
      recorded.push({ method, url, authorization: req.headers.authorization, body });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  recorded = [];
  reply = json(200, ANSWER);
});

const provider = (timeoutMs?: number) =>
  createMeilisearchInstantSearch({
    host: `${host}/`,
    apiKey: 'search-key',
    index: 'cars_live',
    siteFilters: 'car_type:used',
    timeoutMs,
    allowPrivateAddresses: true, // the local fake Meilisearch; production never sets it (decision 031)
  });

describe('createMeilisearchInstantSearch', () => {
  it('POSTs one multi-search query with the key, index, facets, highlight tags, limit and filter', async () => {
    await provider().search('hilux');
    expect(recorded).toEqual([
      {
        method: 'POST',
        url: '/multi-search',
        authorization: 'Bearer search-key',
        body: { queries: [expectedInstantSearchQuery('cars_live', 'hilux', 'car_type=used')] },
      },
    ]);
  });

  it('reads results[0].hits, the body distribution and the price stats', async () => {
    const result = await provider().search('toyota');
    expect(result.bodies).toEqual([
      { value: 'Ute', count: 2 },
      { value: 'SUV', count: 5 },
    ]);
    expect(result.price).toEqual({ min: 45_990, max: 45_990 });
    expect(result.hits).toEqual([
      {
        id: 41,
        slug: 'toyota-hilux-41',
        year: 2021,
        make: 'Toyota',
        model: 'HiLux',
        badge: 'SR5',
        series: null,
        price: 45_990,
        beforePrice: null,
        subscriptionPrice: null,
        preorder: false,
        priceType: null,
        imageUrl: 'https://cdn.example/hilux.jpg',
        titleParts: [
          { text: '2021 ', highlighted: false },
          { text: 'Toyota', highlighted: true },
          { text: ' HiLux SR5', highlighted: false },
        ],
      },
      expect.objectContaining({ id: 42, slug: 'toyota-hilux-42', imageUrl: null }),
    ]);
  });

  it('turns an HTTP error into a clear error naming the status and code', async () => {
    reply = json(500, { message: 'boom', code: 'internal' });
    await expect(provider().search('x')).rejects.toThrow(
      new InstantSearchUnavailableError('Instant search answered HTTP 500 (internal)'),
    );
  });

  it('gives up after the timeout', async () => {
    reply = (res) => setTimeout(() => json(200, ANSWER)(res), 500);
    const error = await provider(50)
      .search('x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InstantSearchUnavailableError);
    expect((error as Error).message).toBe('Instant search timed out after 50 ms');
  });

  it('rejects an unexpected shape and invalid JSON', async () => {
    reply = json(200, { results: [{ hits: [{ id: 1 }] }] });
    await expect(provider().search('x')).rejects.toThrow('Instant search answered an unexpected shape');
    reply = (res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"results":');
    await expect(provider().search('x')).rejects.toThrow('Instant search answered with invalid JSON');
  });

  it('reports an unreachable host', async () => {
    const closed = createMeilisearchInstantSearch({
      host: 'http://127.0.0.1:9',
      apiKey: 'k',
      index: 'i',
      siteFilters: '',
      allowPrivateAddresses: true,
    });
    await expect(closed.search('x')).rejects.toThrow('Instant search could not be reached');
  });

  it("passes the caller's abort on as is", async () => {
    reply = (res) => setTimeout(() => json(200, ANSWER)(res), 500);
    const controller = new AbortController();
    const pending = provider().search('x', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(InstantSearchUnavailableError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('a site configured with a hosted index', () => {
  it('answers the instant search from that index, not from our engine', async () => {
    const { siteId } = await insertFixtureSite(test.db, {
      slug: 'hosted',
      now: new Date('2026-03-01T00:00:00Z'),
      overrides: { search: { instantSearch: { host, apiKey: 'site-key', index: 'hosted_cars' } } },
      cars: [{ make: 'Mazda', model: 'CX-5' }],
    });
    const site = await loadSiteContext(test.db, siteId);
    // The production selection, with only the test allowance to reach the local fake (decision 031).
    const provider = instantSearchProviderFor(test.db, site, { allowPrivateAddresses: true });
    const response = await handleInstantSearchApi(test.db, site, new URLSearchParams('q=toyota'), {
      provider,
    });
    expect(response.status === 200 && response.body.hits.map((hit) => [hit.title, hit.imageUrl])).toEqual([
      ['2021 Toyota HiLux SR5', 'https://cdn.example/hilux.jpg'],
      ['2021 Toyota HiLux SR5', null],
    ]);
    expect(response.status === 200 && response.body.bodies.map((body) => body.value)).toEqual(['SUV', 'Ute']);
    // Only this site's index requests: the aborted request of the test before can still arrive late under load.
    const toHostedIndex = recorded.filter((request) =>
      JSON.stringify(request.body).includes('"hosted_cars"'),
    );
    expect(toHostedIndex.map((request) => request.authorization)).toEqual(['Bearer site-key']);
  });
});

describe('createMeilisearchInstantSearch: the outbound guard (decision 031)', () => {
  it.each(['127.0.0.1', '169.254.169.254'])(
    'refuses a host whose name resolves to %s, and sends nothing',
    async (address) => {
      const guarded = createMeilisearchInstantSearch({
        host: host.replace('127.0.0.1', 'search.partner.example'),
        apiKey: 'search-key',
        index: 'cars_live',
        siteFilters: '',
        resolve: async () => [{ address, family: 4 }],
      });
      await expect(guarded.search('x')).rejects.toThrow(
        new InstantSearchUnavailableError(
          `Instant search host refused: search.partner.example resolves to the non-public address ${address}`,
        ),
      );
      expect(recorded).toEqual([]);
    },
  );

  it('refuses a site-configured loopback host without the test allowance', async () => {
    const site = {
      id: 1,
      config: resolveSiteConfig({
        siteSlug: 't',
        groupSlug: null,
        layers: { site: { search: { instantSearch: { host, apiKey: 'k', index: 'i' } } } },
      }),
    };
    await expect(instantSearchProviderFor(test.db, site).search('x')).rejects.toThrow(
      'Instant search host refused: host 127.0.0.1 is not a public address',
    );
    expect(recorded).toEqual([]);
  });
});
