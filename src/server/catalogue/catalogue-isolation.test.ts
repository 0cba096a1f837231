import { beforeAll, describe, expect, it } from 'vitest';
import { dealerships, offers } from '@/server/db/schema';
import { ISOLATION_SITES } from '@/server/db/testing/isolation-sites';
import type { SiteContext } from '@/server/sites/site-context';
import { isolationSiteContextsForThisFile } from '@/server/sites/testing/isolation-site-contexts';
import { loadModelDirectoryPage } from './model-directory-page';
import { loadOffersPage } from './offers-page';

const contexts = new Map<string, SiteContext>();
const now = new Date();
const test = isolationSiteContextsForThisFile({ now });

beforeAll(async () => {
  contexts.set(ISOLATION_SITES[0].slug, test.siteA);
  contexts.set(ISOLATION_SITES[1].slug, test.siteB);
  // A dealership (with an offer) that only site B has: its slug must mean nothing on site A.
  const siteB = contexts.get(ISOLATION_SITES[1].slug)!;
  const [onlyB] = await test.db
    .insert(dealerships)
    .values({ siteId: siteB.id, slug: 'b-only-dealer', name: `${ISOLATION_SITES[1].canary} Only` })
    .returning();
  await test.db
    .insert(offers)
    .values({ siteId: siteB.id, dealershipId: onlyB!.id, name: `${ISOLATION_SITES[1].canary} Dealer offer` });
});

describe.each(ISOLATION_SITES.map((site, i) => ({ name: site.slug, site, other: ISOLATION_SITES[1 - i]! })))(
  '$name',
  ({ site, other }) => {
    const context = () => contexts.get(site.slug)!;

    it('/models lists its own model and nothing of the other site', async () => {
      for (const query of [{}, { body: 'sedan' }, { make: 'toyota' }]) {
        const outcome = await loadModelDirectoryPage(test.db, context(), query);
        const json = JSON.stringify(outcome);
        expect(json).toContain(`${site.canary} Model`);
        expect(json).not.toContain(other.canary);
      }
    });

    it('/special-offers lists its own offers and nothing of the other site', async () => {
      for (const query of [{}, { dealership: 'shared-dealer' }]) {
        const json = JSON.stringify(await loadOffersPage(test.db, context(), query, now));
        expect(json).not.toContain(other.canary);
      }
      expect(JSON.stringify(await loadOffersPage(test.db, context(), {}, now))).toContain(
        `${site.canary} Offer`,
      );
    });
  },
);

it('?dealership= with a dealership slug of site B is not found on site A', async () => {
  const siteA = contexts.get(ISOLATION_SITES[0].slug)!;
  const siteB = contexts.get(ISOLATION_SITES[1].slug)!;
  expect(await loadOffersPage(test.db, siteA, { dealership: 'b-only-dealer' }, now)).toEqual({
    kind: 'not_found',
  });
  const onSiteB = await loadOffersPage(test.db, siteB, { dealership: 'b-only-dealer' }, now);
  expect(onSiteB.kind === 'ok' && onSiteB.data.offers.map((offer) => offer.name)).toEqual([
    `${ISOLATION_SITES[1].canary} Dealer offer`,
  ]);
});
