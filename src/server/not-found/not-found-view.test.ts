import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { seedSimilarCars } from '@/server/similar-cars/test-fixture';
import { loadNotFoundView } from './not-found-view';

const test = isolationSitesForThisFile({ seed: (db, { siteA, siteB }) => seedSimilarCars(db, siteA, siteB) });

const config = resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: {} });
const siteOf = (id: number) => ({ id, name: 'Alpha Motors', manufacturer: null, config });
const now = new Date('2025-05-10T02:00:00Z');
const slugsOf = (view: Awaited<ReturnType<typeof loadNotFoundView>>) =>
  view.similar?.cars.map((car) => car.slug) ?? null;

describe('loadNotFoundView', () => {
  it("offers cars like a sold car's, from the same site, beside the search box", async () => {
    const view = await loadNotFoundView(test.db, siteOf(test.siteA), '/cars/sp-sold', now);
    expect(view.searchPath).toBe(config.search.path);
    // D-96..D-101 as on the car's page: same make and model nearest its $30,000 first, then the same body.
    expect(slugsOf(view)).toEqual(['kia-subject', 'sp-1', 'sp-2', 'sp-3', 'sp-edge', 'caravan']);
    expect(view.similar?.noPriceText).toBe(config.cards.noPriceText);
  });

  it("never offers another site's cars, nor cars for another site's slug", async () => {
    // 'only-b' is a car of site B: on site A it is an unknown URL, with no similar cars.
    expect(slugsOf(await loadNotFoundView(test.db, siteOf(test.siteA), '/cars/only-b', now))).toBeNull();
    // Site B's own 'kia-subject' ($50,000) is offered site B's cars only.
    const onB = await loadNotFoundView(test.db, siteOf(test.siteB), '/cars/kia-subject', now);
    expect(slugsOf(onB)).toEqual(['only-b', 'sp-b']);
  });

  it('has no similar cars for other paths or unknown cars', async () => {
    expect((await loadNotFoundView(test.db, siteOf(test.siteA), '/no-such-page', now)).similar).toBeNull();
    expect((await loadNotFoundView(test.db, siteOf(test.siteA), '/cars/never-was', now)).similar).toBeNull();
  });

  it('has no ended offer away from an offer URL, nor for an offer that never was', async () => {
    expect((await loadNotFoundView(test.db, siteOf(test.siteA), '/cars/sp-sold', now)).endedOffer).toBeNull();
    expect(
      (await loadNotFoundView(test.db, siteOf(test.siteA), '/offers/999999', now)).endedOffer,
    ).toBeNull();
  });
});
