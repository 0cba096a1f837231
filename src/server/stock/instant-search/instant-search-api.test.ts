import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '@/server/db/schema';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { ISOLATION_SITES, seedIsolationSites } from '@/server/db/testing/isolation-sites';
import { loadSiteContext } from '@/server/sites/site-context';
import { insertFixtureSite } from '../search/test-fixture';
import { handleInstantSearchApi, type InstantSearchSite } from './instant-search-api';
import { InstantSearchUnavailableError, type InstantSearchProvider } from './provider';
import { log } from '@/server/logging';

const NOW = new Date('2026-03-01T00:00:00Z');
const test = databaseForThisFile();
let site: InstantSearchSite;

beforeAll(async () => {
  const fixture = await insertFixtureSite(test.db, {
    slug: 'instant',
    now: NOW,
    cars: [
      { make: 'Toyota', model: 'HiLux', badge: 'SR5', simpleBody: 'Ute', price: 45_990 },
      { make: 'Toyota', model: 'Corolla', simpleBody: 'Hatch', price: 0 },
      { make: 'Toyota', model: 'RAV4', simpleBody: 'SUV', price: 38_500, year: 2023 },
      { make: 'Mazda', model: 'CX-5', simpleBody: 'SUV', price: 35_000 },
    ],
  });
  await test.db.insert(s.vehicleImages).values({
    siteId: fixture.siteId,
    vehicleId: fixture.ids[0]!,
    position: 0,
    url: '/media/hilux.svg',
    thumbUrl: '/media/hilux-thumb.svg',
  });
  await seedIsolationSites(test.db, NOW);
  site = await loadSiteContext(test.db, fixture.siteId);
});

const instant = (target: InstantSearchSite, query: string, provider?: InstantSearchProvider) =>
  handleInstantSearchApi(test.db, target, new URLSearchParams(query), { provider });

describe('handleInstantSearchApi with the built-in provider', () => {
  it('answers the matching cars with highlighted titles, prices, body shortcuts and the search URL', async () => {
    const response = await instant(site, 'q=toyota');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      query: 'toyota',
      hits: [
        {
          id: expect.any(Number),
          slug: 'car-0',
          href: '/cars/car-0',
          title: '2020 Toyota HiLux SR5',
          titleParts: [
            { text: '2020 ', highlighted: false },
            { text: 'Toyota', highlighted: true },
            { text: ' HiLux SR5', highlighted: false },
          ],
          priceText: '$45,990',
          imageUrl: '/media/hilux.svg',
        },
        {
          id: expect.any(Number),
          slug: 'car-1',
          href: '/cars/car-1',
          title: '2020 Toyota Corolla',
          titleParts: [
            { text: '2020 ', highlighted: false },
            { text: 'Toyota', highlighted: true },
            { text: ' Corolla', highlighted: false },
          ],
          priceText: 'Enquire for price.',
          imageUrl: null,
        },
        {
          id: expect.any(Number),
          slug: 'car-2',
          href: '/cars/car-2',
          title: '2023 Toyota RAV4',
          titleParts: [
            { text: '2023 ', highlighted: false },
            { text: 'Toyota', highlighted: true },
            { text: ' RAV4', highlighted: false },
          ],
          priceText: '$38,500',
          imageUrl: null,
        },
      ],
      bodies: [
        { value: 'Ute', count: 1, href: '/search/new-used-and-demo-cars?query=toyota&body=Ute' },
        { value: 'SUV', count: 1, href: '/search/new-used-and-demo-cars?query=toyota&body=SUV' },
        { value: 'Hatch', count: 1, href: '/search/new-used-and-demo-cars?query=toyota&body=Hatch' },
      ],
      price: { min: 0, max: 45_990 },
      searchHref: '/search/new-used-and-demo-cars?query=toyota',
    });
  });

  it('highlights the typed prefix and sanitises the text', async () => {
    const response = await instant(site, `q=${encodeURIComponent('  <b>cx</b>  ')}`);
    expect(response.status === 200 && response.body.query).toBe('cx');
    expect(response.status === 200 && response.body.hits.map((hit) => hit.titleParts)).toEqual([
      [
        { text: '2020 Mazda ', highlighted: false },
        { text: 'CX', highlighted: true },
        { text: '-5', highlighted: false },
      ],
    ]);
  });

  it('is a 400 naming the field for missing or over-long text', async () => {
    expect(await instant(site, '')).toEqual({
      status: 400,
      body: { error: 'Invalid search parameters', fieldErrors: { q: 'Enter the text to search for' } },
    });
    expect(await instant(site, `q=${'a'.repeat(101)}`)).toEqual({
      status: 400,
      body: {
        error: 'Invalid search parameters',
        fieldErrors: { q: 'Search text must be at most 100 characters' },
      },
    });
  });

  it("never answers another site's cars", async () => {
    const [a, b] = await Promise.all(
      ISOLATION_SITES.map(async ({ slug }) => {
        const [row] = await test.db.select().from(s.sites).where(eq(s.sites.slug, slug));
        return loadSiteContext(test.db, row!.id);
      }),
    );
    const response = await instant(a!, 'q=canary');
    const json = JSON.stringify(response.body);
    expect(response.status).toBe(200);
    expect(response.status === 200 && response.body.hits.map((hit) => hit.slug)).toEqual([
      'shared-car-1',
      'shared-car-2',
      'shared-car-3',
    ]);
    expect(json).toContain(ISOLATION_SITES[0].canary);
    expect(json).not.toContain(ISOLATION_SITES[1].canary);
    const other = await instant(b!, `q=${ISOLATION_SITES[0].canary}`);
    expect(other.status === 200 && other.body.hits).toEqual([]);
  });
});

describe('handleInstantSearchApi with a failing provider', () => {
  it('is a 503 with the message the box shows, logged with the cause', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const failing: InstantSearchProvider = {
      name: 'meilisearch',
      search: () => Promise.reject(new InstantSearchUnavailableError('Instant search answered HTTP 500')),
    };
    expect(await instant(site, 'q=toyota', failing)).toEqual({
      status: 503,
      body: { error: 'Search is unavailable right now.' },
    });
    expect(error).toHaveBeenCalledWith(
      {
        siteId: site.id,
        provider: 'meilisearch',
        err: expect.objectContaining({ message: 'Instant search answered HTTP 500' }),
      },
      'instant search failed',
    );
    error.mockRestore();
  });
});
