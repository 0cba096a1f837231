import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@/domain/search/state';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { loadSiteContext } from '@/server/sites/site-context';
import { insertFixtureSite } from '../test-fixture';
import { handleSearchApi, type SearchApiSite } from './search-api';
import { log } from '@/server/logging';

const NOW = new Date('2026-03-01T00:00:00Z');
let test: TestDatabase;
let siteA: SearchApiSite;
let siteB: SearchApiSite;

beforeAll(async () => {
  test = await createTestDatabase();
  // Colliding slugs and stock numbers across the two sites (insertFixtureSite numbers them the same way).
  const a = await insertFixtureSite(test.db, {
    slug: 'api-a',
    now: NOW,
    cars: [
      { make: 'Toyota', model: 'Corolla', price: 25_000 },
      { make: 'Toyota', model: 'HiLux', price: 45_000 },
      { make: 'Mazda', model: 'CX-5', price: 35_000 },
    ],
  });
  const b = await insertFixtureSite(test.db, {
    slug: 'api-b',
    now: NOW,
    cars: [{ make: 'Toyota', model: 'Camry', price: 30_000 }],
  });
  siteA = await loadSiteContext(test.db, a.siteId);
  siteB = await loadSiteContext(test.db, b.siteId);
});
afterAll(async () => test.close());

/** The API's answer with a 200's JSON text parsed, as a client reads it. */
async function search(site: SearchApiSite, query: string) {
  const response = await handleSearchApi(test.db, site, new URLSearchParams(query), NOW);
  if (response.status !== 200) return response;
  return { status: response.status, body: JSON.parse(response.json) as SearchResult };
}

describe('handleSearchApi', () => {
  it('answers the engine shape for the page URL parameters', async () => {
    const response = await search(siteA, 'make=Toyota');
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body.count).toBe(2);
    expect(response.body.hits.map((hit) => hit.model).sort()).toEqual(['Corolla', 'HiLux']);
    expect(response.body.facets.make).toEqual([
      { value: 'Toyota', count: 2 },
      { value: 'Mazda', count: 1 },
    ]);
    expect(response.body.stats.price).toEqual({ min: 25_000, max: 45_000 });
    expect(response.body.pages).toBe(1);
  });

  it('applies ranges and the query', async () => {
    const ranged = await search(siteA, 'price=30000:50000');
    expect(ranged.status === 200 && ranged.body.hits.map((hit) => hit.model).sort()).toEqual([
      'CX-5',
      'HiLux',
    ]);
    const text = await search(siteA, 'query=hilu');
    expect(text.status === 200 && text.body.hits.map((hit) => hit.model)).toEqual(['HiLux']);
  });

  it('is a 400 naming the field for malformed parameters', async () => {
    const response = await search(siteA, 'page=two&price=cheap');
    expect(response.status).toBe(400);
    if (response.status !== 400) return;
    expect(response.body.error).toBe('Invalid search parameters');
    expect(Object.keys(response.body.fieldErrors).sort()).toEqual(['page', 'price']);
  });

  it('ignores and logs out-of-range values instead of failing', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const response = await search(siteA, 'year=1066:1067&page=0');
    expect(response.status).toBe(200);
    expect(response.status === 200 && response.body.count).toBe(3);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("never returns another site's stock", async () => {
    const a = await search(siteA, 'make=Toyota');
    const b = await search(siteB, 'make=Toyota');
    expect(a.status === 200 && a.body.hits.map((hit) => hit.model).sort()).toEqual(['Corolla', 'HiLux']);
    expect(b.status === 200 && b.body.hits.map((hit) => hit.model)).toEqual(['Camry']);
  });
});
