import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { seedIsolationSiteIds } from '@/server/db/testing/isolation-sites';
import { seedSimilarCars } from '@/server/similar-cars/test-fixture';
import { loadNotFoundView } from './not-found-view';

let test: TestDatabase;
let siteA: number;
let siteB: number;
beforeAll(async () => {
  test = await createTestDatabase();
  [siteA, siteB] = await seedIsolationSiteIds(test.db);
  await seedSimilarCars(test.db, siteA, siteB);
});
afterAll(async () => test.close());

const config = resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: {} });
const slugsOf = (view: Awaited<ReturnType<typeof loadNotFoundView>>) =>
  view.similar?.cars.map((car) => car.slug) ?? null;

describe('loadNotFoundView', () => {
  it("offers cars like a sold car's, from the same site, beside the search box", async () => {
    const view = await loadNotFoundView(test.db, { id: siteA, config }, '/cars/sp-sold');
    expect(view.searchPath).toBe(config.search.path);
    // D-96..D-101 as on the car's page: same make and model nearest its $30,000 first, then the same body.
    expect(slugsOf(view)).toEqual(['kia-subject', 'sp-1', 'sp-2', 'sp-3', 'sp-edge', 'caravan']);
    expect(view.similar?.noPriceText).toBe(config.cards.noPriceText);
  });

  it("never offers another site's cars, nor cars for another site's slug", async () => {
    // 'only-b' is a car of site B: on site A it is an unknown URL, with no similar cars.
    expect(slugsOf(await loadNotFoundView(test.db, { id: siteA, config }, '/cars/only-b'))).toBeNull();
    // Site B's own 'kia-subject' ($50,000) is offered site B's cars only.
    const onB = await loadNotFoundView(test.db, { id: siteB, config }, '/cars/kia-subject');
    expect(slugsOf(onB)).toEqual(['only-b', 'sp-b']);
  });

  it('has no similar cars for other paths or unknown cars', async () => {
    expect((await loadNotFoundView(test.db, { id: siteA, config }, '/no-such-page')).similar).toBeNull();
    expect((await loadNotFoundView(test.db, { id: siteA, config }, '/cars/never-was')).similar).toBeNull();
  });
});
