import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_SEARCH_STATE, type SearchResult, type SearchState } from '@/domain/search/state';
import * as s from '@/server/db/schema';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { loadStock, loadStockInPages } from './load-stock';
import { createStockSearch, type StockSearch } from './search-stock';
import { insertFixtureSite } from './test-fixture';
import { warmSearchIndexes } from './warm';

const NOW = new Date('2025-06-10T00:00:00Z');
let test: TestDatabase;
let siteA: Awaited<ReturnType<typeof insertFixtureSite>>;
let siteB: Awaited<ReturnType<typeof insertFixtureSite>>;

beforeAll(async () => {
  test = await createTestDatabase();
  siteA = await insertFixtureSite(test.db, {
    slug: 'fresh-a',
    now: NOW,
    cars: [
      { make: 'Toyota', model: 'Corolla', price: 20_000 },
      { make: 'Mazda', model: 'CX-5', price: 30_000 },
      { make: 'Toyota', model: 'Camry', price: 25_000 },
    ],
  });
  siteB = await insertFixtureSite(test.db, {
    slug: 'fresh-b',
    now: NOW,
    cars: [{ make: 'Toyota', model: 'Corolla', price: 21_000 }],
  });
});
afterAll(() => test.close());

/**
 * A `pause` the test controls: while closed, build steps wait at it; `reached` resolves at the first step
 * that waits. `calls` counts every step, so two builds are told apart from one.
 */
function gatedPause() {
  let release: () => void = () => undefined;
  let reachedNow: () => void = () => undefined;
  const gate = {
    closed: false,
    calls: 0,
    reached: Promise.resolve(),
    close() {
      gate.closed = true;
      gate.reached = new Promise<void>((resolve) => (reachedNow = resolve));
      gate.opened = new Promise<void>((resolve) => (release = resolve));
    },
    open() {
      gate.closed = false;
      release();
    },
    opened: Promise.resolve(),
    pause: async () => {
      gate.calls++;
      if (!gate.closed) return;
      reachedNow();
      await gate.opened;
    },
  };
  return gate;
}

const corolla: SearchState = { ...EMPTY_SEARCH_STATE, query: 'corolla' };
const corollaPrice = async (service: StockSearch, siteId: number) =>
  (await service.search(test.db, siteId, corolla, { now: NOW })).hits[0]?.price;

async function changePrice(siteId: number, id: number, price: number): Promise<void> {
  await test.db.update(s.vehicles).set({ price }).where(eq(s.vehicles.id, id));
  await test.db
    .update(s.sites)
    .set({ stockVersion: sql`${s.sites.stockVersion} + 1` })
    .where(eq(s.sites.id, siteId));
}

/** A body without its trailing time (`"ms":…}`), the one part that differs between two answers. */
const withoutMs = (body: string) => body.slice(0, body.lastIndexOf('"ms":'));

describe('stale while rebuilding', () => {
  it('answers from the old index while one rebuild runs, other sites unaffected, then the new stock', async () => {
    const gate = gatedPause();
    const service = createStockSearch({ versionCheckMs: 0, pause: gate.pause });
    expect(await corollaPrice(service, siteA.siteId)).toBe(20_000);
    expect(await corollaPrice(service, siteB.siteId)).toBe(21_000);
    await changePrice(siteA.siteId, siteA.ids[0]!, 18_500);
    gate.close();
    expect(await corollaPrice(service, siteA.siteId)).toBe(20_000);
    await gate.reached;
    expect(service.isBuilding(siteA.siteId)).toBe(true);
    // The rebuild is parked at a pause: these resolve only because no request awaits it.
    expect(await corollaPrice(service, siteA.siteId)).toBe(20_000);
    expect(await corollaPrice(service, siteB.siteId)).toBe(21_000);
    gate.open();
    await service.settled(siteA.siteId);
    expect(service.isBuilding(siteA.siteId)).toBe(false);
    expect(await corollaPrice(service, siteA.siteId)).toBe(18_500);
    await changePrice(siteA.siteId, siteA.ids[0]!, 20_000);
  });

  it('runs one build for many concurrent searches of a cold site, and one rebuild per stock change', async () => {
    const alone = gatedPause();
    await createStockSearch({ pause: alone.pause }).search(test.db, siteA.siteId, corolla, { now: NOW });
    const gate = gatedPause();
    const service = createStockSearch({ versionCheckMs: 0, pause: gate.pause });
    gate.close();
    const searches = [1, 2, 3].map(() => corollaPrice(service, siteA.siteId));
    await gate.reached;
    gate.open();
    expect(await Promise.all(searches)).toEqual([20_000, 20_000, 20_000]);
    expect(gate.calls).toBe(alone.calls);

    await changePrice(siteA.siteId, siteA.ids[0]!, 19_000);
    gate.close();
    await corollaPrice(service, siteA.siteId);
    await gate.reached;
    await Promise.all([1, 2, 3].map(() => corollaPrice(service, siteA.siteId)));
    gate.open();
    await service.settled(siteA.siteId);
    expect(gate.calls).toBe(2 * alone.calls);
    expect(await corollaPrice(service, siteA.siteId)).toBe(19_000);
    await changePrice(siteA.siteId, siteA.ids[0]!, 20_000);
  });
});

describe('watching the stock version', () => {
  it('takes up a stock change with no search at all, so the first search after it is already fresh', async () => {
    const service = createStockSearch({ versionCheckMs: 20 });
    expect(await corollaPrice(service, siteA.siteId)).toBe(20_000);
    const stop = service.watch(test.db);
    try {
      await changePrice(siteA.siteId, siteA.ids[0]!, 17_000);
      const [site] = await test.db.select().from(s.sites).where(eq(s.sites.id, siteA.siteId));
      await vi.waitFor(() => expect(service.servedStockVersion(siteA.siteId)).toBe(site!.stockVersion), {
        // A wait on the condition: the limit only decides how long a broken watch hangs (issue 36).
        timeout: 60_000,
        interval: 20,
      });
    } finally {
      stop();
    }
    expect(await corollaPrice(service, siteA.siteId)).toBe(17_000);
    await changePrice(siteA.siteId, siteA.ids[0]!, 20_000);
  });
});

describe('the serialised result cache', () => {
  it('answers a repeated search with the same body, the JSON of the same result', async () => {
    const service = createStockSearch();
    const state = { ...EMPTY_SEARCH_STATE, refinements: { make: ['Toyota'] } };
    const first = await service.searchJson(test.db, siteA.siteId, state, { now: NOW });
    const again = await service.searchJson(test.db, siteA.siteId, state, { now: NOW });
    expect(withoutMs(again)).toBe(withoutMs(first));
    expect(service.cachedResults(siteA.siteId)).toBe(1);
    const result = await service.search(test.db, siteA.siteId, state, { now: NOW });
    const parsed = JSON.parse(first) as SearchResult;
    expect({ ...parsed, ms: 0 }).toEqual({ ...result, ms: 0 });
    expect(parsed.hits.map((hit) => hit.model)).toEqual(['Corolla', 'Camry']);
  });

  it("never serves one site's cached body to another site", async () => {
    const service = createStockSearch();
    const a = await service.searchJson(test.db, siteA.siteId, corolla, { now: NOW });
    const b = await service.searchJson(test.db, siteB.siteId, corolla, { now: NOW });
    expect((JSON.parse(a) as SearchResult).hits.map((hit) => hit.price)).toEqual([20_000]);
    expect((JSON.parse(b) as SearchResult).hits.map((hit) => hit.price)).toEqual([21_000]);
  });

  it('serves the new stock once a changed stock version is rebuilt', async () => {
    const service = createStockSearch({ versionCheckMs: 0 });
    const price = async () =>
      (JSON.parse(await service.searchJson(test.db, siteA.siteId, corolla, { now: NOW })) as SearchResult)
        .hits[0]?.price;
    expect(await price()).toBe(20_000);
    await changePrice(siteA.siteId, siteA.ids[0]!, 17_000);
    await price();
    await service.settled(siteA.siteId);
    expect(await price()).toBe(17_000);
    await changePrice(siteA.siteId, siteA.ids[0]!, 20_000);
  });
});

describe('warming and URL lists', () => {
  it('builds every site at start, so a first search builds nothing', async () => {
    const gate = gatedPause();
    const service = createStockSearch({ pause: gate.pause });
    await warmSearchIndexes(test.db, service);
    const siteIds = (await test.db.select({ id: s.sites.id }).from(s.sites)).map((row) => row.id);
    expect([...service.cachedSites()].sort((x, y) => x - y)).toEqual(siteIds.sort((x, y) => x - y));
    expect(service.warmingSites()).toBe(0);
    const calls = gate.calls;
    expect(await corollaPrice(service, siteB.siteId)).toBe(21_000);
    expect(gate.calls).toBe(calls);
  });

  it("takes the site's makes, models, dealership slugs and yards from its index", async () => {
    const lists = await createStockSearch().urlLists(test.db, siteA.siteId);
    expect(lists).toEqual({
      dealershipSlugs: ['north', 'west'],
      makes: ['Mazda', 'Toyota'],
      models: ['Mazda:CX-5', 'Toyota:Camry', 'Toyota:Corolla'],
      // Only yards with cars: this site's all stand in Brisbane.
      yards: [{ name: 'Brisbane Yard', state: 'QLD' }],
    });
  });

  it('reads stock in pages exactly as in one query', async () => {
    const options = { siteId: siteA.siteId, financeProvider: null };
    let pauses = 0;
    const paged = await loadStockInPages(test.db, options, async () => void pauses++, 2);
    expect(paged).toEqual(await loadStock(test.db, options));
    expect(pauses).toBe(1);
  });
});
