import { describe, expect, it } from 'vitest';
import { listBrandTiles } from '@/server/brands/queries';
import { listTopReviews, listVisibleLocations } from './content-queries';
import { twoSitesForThisFile } from '@/server/db/testing/two-site-fixture';

const two = twoSitesForThisFile();

describe('listVisibleLocations', () => {
  it('lists visible locations by name with a one-line address and blank numbers as null', async () => {
    expect(await listVisibleLocations(two.db, two.siteA)).toEqual([
      {
        id: expect.any(Number),
        slug: 'north',
        name: 'Alpha North',
        locationType: 'sales',
        isVisible: true,
        address: 'Chermside',
        phone: '07 3000 0000',
        dealerLicenceNumber: null,
        motorVehicleRepairer: 'MRB99',
        placeUrl: null,
        lat: null,
        long: null,
      },
      {
        id: two.ids.zeta,
        slug: 'zeta',
        name: 'Zeta Yard',
        locationType: 'sales',
        isVisible: true,
        address: '1 Main St, Brisbane QLD 4000',
        phone: null,
        dealerLicenceNumber: '3100123',
        motorVehicleRepairer: null,
        placeUrl: null,
        lat: -27.47,
        long: 153.02,
      },
    ]);
    expect((await listVisibleLocations(two.db, two.siteB)).map((location) => location.name)).toEqual([
      'Bravo Yard',
    ]);
  });
});

describe('listTopReviews', () => {
  it('returns reviews rated at least the minimum, newest first, without hidden names or other sites', async () => {
    const rows = await listTopReviews(two.db, two.siteA, {
      minRating: 4,
      hiddenCustomerNames: ['Hidden Person'],
    });
    expect(rows).toEqual([
      { id: expect.any(Number), customerName: 'Ben', text: 'Good', rating: 4, reviewDate: '2025-02-01' },
      { id: expect.any(Number), customerName: 'Ann', text: 'Great', rating: 5, reviewDate: '2025-01-01' },
    ]);
    const unfiltered = await listTopReviews(two.db, two.siteA, {
      minRating: 4,
      hiddenCustomerNames: [],
      limit: 1,
    });
    expect(unfiltered.map((review) => review.customerName)).toEqual(['Hidden Person']);
  });
});

describe('listBrandTiles', () => {
  it('lists one site’s brands by grid and position', async () => {
    const rows = await listBrandTiles(two.db, two.siteA);
    expect(rows.map((row) => [row.grid, row.slug, row.url, row.skipBrandPage])).toEqual([
      ['cars', 'mazda', null, false],
      ['cars', 'kia', 'https://kia.example', true],
      ['trucks', 'isuzu', null, false],
    ]);
    expect((await listBrandTiles(two.db, two.siteB)).map((row) => row.slug)).toEqual(['bravo']);
  });
});
