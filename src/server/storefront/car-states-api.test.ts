import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { anyVehicleId, twoSitesForThisFile, vehicleIdBySlug } from '@/server/db/testing/two-site-fixture';
import { handleCarStatesApi } from './car-states-api';

const fixture = twoSitesForThisFile();
const config = resolveSiteConfig({ siteSlug: 'alpha', groupSlug: null, layers: {} });

const idOf = (siteId: number, slug: string) => vehicleIdBySlug(fixture.db, siteId, slug);

describe('GET /api/cars/states', () => {
  it("says how each of the site's cars stands, in the order asked, leaving out other sites' and unknown ids", async () => {
    const [reserved, sold] = [await idOf(fixture.siteA, 'reserved'), await idOf(fixture.siteA, 'sold')];
    const bravo = await anyVehicleId(fixture.db, fixture.siteB);
    const ids = [sold, bravo, reserved, fixture.ids.carA1, 999_999].join(',');
    const body = await handleCarStatesApi(fixture.db, { id: fixture.siteA, config }, ids, new Date());
    expect(body.cars.map(({ id, state, href }) => ({ id, state, href }))).toEqual([
      { id: sold, state: 'unlisted', href: null },
      { id: reserved, state: 'reserved', href: '/cars/reserved' },
      { id: fixture.ids.carA1, state: 'inStock', href: '/cars/kia-sportage-1' },
    ]);
    expect(body.cars.every((car) => car.similarHref.startsWith('/search'))).toBe(true);
  });

  it('reads nothing for no ids or unreadable ones', async () => {
    const site = { id: fixture.siteA, config };
    expect(await handleCarStatesApi(fixture.db, site, null, new Date())).toEqual({ cars: [] });
    expect(await handleCarStatesApi(fixture.db, site, 'x,-1,1e3', new Date())).toEqual({ cars: [] });
  });
});
