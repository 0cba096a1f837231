import { describe, expect, it } from 'vitest';
import { vehicleIdBySlug } from '@/server/db/testing/two-site-fixture';
import { NOW, vehicleSitesForThisFile, type VehicleFixture } from '@/server/vehicle-page/test-fixture';
import { loadComparePage } from './compare-page';
import { loadCompareCars } from './load-compare';

const test = vehicleSitesForThisFile('cmp');

const idOf = (fixture: VehicleFixture, slug: string) => vehicleIdBySlug(test.db, fixture.siteId, slug);

describe('loadCompareCars (issue 16)', () => {
  it('loads the asked cars in order, a sold one marked, and counts those the site no longer lists', async () => {
    // car-2 was sold a day ago (within the 3-day retention); car-3 four days ago (gone).
    const loaded = await loadCompareCars(
      test.db,
      test.siteA,
      { kind: 'slugs', slugs: ['car-2', 'car-1', 'car-3'] },
      NOW,
    );
    expect(loaded.missing).toBe(1);
    expect(loaded.cars.map((car) => [car.slug, car.state, car.href])).toEqual([
      ['car-2', 'sold', '/cars/car-2'],
      ['car-1', 'available', '/cars/car-1'],
    ]);
    expect(loaded.cars[1]).toMatchObject({
      id: test.a.carId,
      title: '2021 Mazda CX-5 Touring',
      imageUrl: '/media/car/0-thumb.jpg',
      priceText: '$30,000',
      cylinders: 4,
      location: 'Brisbane Yard',
    });
  });

  it('finds the browser’s stored ids on this site only', async () => {
    const ids = [await idOf(test.a, 'car-5'), await idOf(test.b, 'car-1'), test.a.carId];
    const loaded = await loadCompareCars(test.db, test.siteA, { kind: 'ids', ids }, NOW);
    expect(loaded.cars.map((car) => [car.slug, car.location])).toEqual([
      ['car-5', 'Ipswich Yard'],
      ['car-1', 'Brisbane Yard'],
    ]);
    expect(loaded.cars.map((car) => car.id)).not.toContain(test.b.carId);
    expect([loaded.missing, loaded.missingIds]).toEqual([1, [test.b.carId]]);
  });

  it('shows no car the site hides from its pages', async () => {
    const loaded = await loadCompareCars(
      test.db,
      test.siteA,
      { kind: 'slugs', slugs: ['car-4', 'nowhere'] },
      NOW,
    );
    expect(loaded).toEqual({ cars: [], missing: 2, missingIds: [] });
  });

  it('has nothing to load without cars', async () => {
    expect(await loadCompareCars(test.db, test.siteA, { kind: 'none' }, NOW)).toEqual({
      cars: [],
      missing: 0,
      missingIds: [],
    });
  });
});

describe('loadComparePage', () => {
  it('opens stored ids with the shareable address of the cars found, and the ids to forget', async () => {
    const goneId = await idOf(test.a, 'car-3');
    const page = await loadComparePage(test.db, test.siteA, { ids: `${test.a.carId},${goneId}` }, NOW);
    expect(page).toMatchObject({
      missing: 1,
      missingIds: [goneId],
      shareHref: '/compare?cars=car-1',
      fromStorage: false,
      searchHref: '/search/new-used-and-demo-cars',
    });
    expect(page!.cars.map((car) => car.slug)).toEqual(['car-1']);
    expect(page!.rows.map((row) => row.key)).toContain('price');
    expect(page!.favourites.compareKey).toBe(`forecourt:${test.a.siteId}:compare-cars`);
  });

  it("reads the browser's list when the address names no cars", async () => {
    const page = await loadComparePage(test.db, test.siteA, { cars: '' }, NOW);
    expect(page).toMatchObject({ cars: [], rows: [], missing: 0, shareHref: null, fromStorage: true });
  });

  it('is not there on a site that keeps no favourites (I-12)', async () => {
    const features = { ...test.siteA.config.features, favouritesStorage: false };
    const without = { ...test.siteA, config: { ...test.siteA.config, features } };
    expect(await loadComparePage(test.db, without, { cars: 'car-1' }, NOW)).toBeNull();
  });
});
