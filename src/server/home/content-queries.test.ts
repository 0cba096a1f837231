import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { listBrandTiles, listTopReviews, listVisibleLocations } from './content-queries';
import { seedTwoSites } from '@/server/db/testing/two-site-fixture';

let test: TestDatabase;
let siteA: number;
let siteB: number;
let ids: Record<string, number>;

beforeAll(async () => {
  test = await createTestDatabase();
  ({ siteA, siteB, ids } = await seedTwoSites(test.db));
});

afterAll(async () => test.close());

describe('listVisibleLocations', () => {
  it('lists visible locations by name with a one-line address and blank numbers as null', async () => {
    expect(await listVisibleLocations(test.db, siteA)).toEqual([
      {
        id: expect.any(Number),
        slug: 'north',
        name: 'Alpha North',
        address: 'Chermside',
        phone: '07 3000 0000',
        dealerLicenceNumber: null,
        motorVehicleRepairer: 'MRB99',
        placeUrl: null,
        lat: null,
        long: null,
      },
      {
        id: ids.zeta,
        slug: 'zeta',
        name: 'Zeta Yard',
        address: '1 Main St, Brisbane QLD 4000',
        phone: null,
        dealerLicenceNumber: '3100123',
        motorVehicleRepairer: null,
        placeUrl: null,
        lat: -27.47,
        long: 153.02,
      },
    ]);
    expect((await listVisibleLocations(test.db, siteB)).map((location) => location.name)).toEqual([
      'Bravo Yard',
    ]);
  });
});

describe('listTopReviews', () => {
  it('returns reviews rated at least the minimum, newest first, without hidden names or other sites', async () => {
    const rows = await listTopReviews(test.db, siteA, {
      minRating: 4,
      hiddenCustomerNames: ['Hidden Person'],
    });
    expect(rows).toEqual([
      { id: expect.any(Number), customerName: 'Ben', text: 'Good', rating: 4, reviewDate: '2025-02-01' },
      { id: expect.any(Number), customerName: 'Ann', text: 'Great', rating: 5, reviewDate: '2025-01-01' },
    ]);
    const unfiltered = await listTopReviews(test.db, siteA, {
      minRating: 4,
      hiddenCustomerNames: [],
      limit: 1,
    });
    expect(unfiltered.map((review) => review.customerName)).toEqual(['Hidden Person']);
  });
});

describe('listBrandTiles', () => {
  it('lists one site’s brands by grid and position', async () => {
    const rows = await listBrandTiles(test.db, siteA);
    expect(rows.map((row) => [row.grid, row.slug, row.url, row.skipBrandPage])).toEqual([
      ['cars', 'mazda', null, false],
      ['cars', 'kia', 'https://kia.example', true],
      ['trucks', 'isuzu', null, false],
    ]);
    expect((await listBrandTiles(test.db, siteB)).map((row) => row.slug)).toEqual(['bravo']);
  });
});
