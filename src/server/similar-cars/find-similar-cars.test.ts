import { describe, expect, it } from 'vitest';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { findSimilarCars, similarCarsQuery } from './find-similar-cars';
import { seedSimilarCars } from './test-fixture';

const test = isolationSitesForThisFile({ seed: (db, { siteA, siteB }) => seedSimilarCars(db, siteA, siteB) });
const id = (slug: string) => test.id(slug);

const subject = () => ({
  id: id('kia-subject'),
  make: 'Kia',
  model: 'Sportage',
  price: 30_000,
  simpleBody: 'SUV',
});
const slugsOf = (cars: { slug: string }[]) => cars.map((car) => car.slug);

describe('findSimilarCars', () => {
  it('fills up to 6 from make and model, then body type, then make, nearest price first', async () => {
    expect(slugsOf(await findSimilarCars(test.db, test.siteA, subject()))).toEqual([
      'sp-1',
      'sp-2',
      'sp-3',
      'sp-edge',
      'caravan',
      'suv-1',
    ]);
  });

  it("leaves out what the site's stock filter hides from search (C-28, C-29)", async () => {
    const options = { excludedItemTypes: ['caravan'], hiddenStockNumbers: ['SP-2'] };
    expect(slugsOf(await findSimilarCars(test.db, test.siteA, subject(), options))).toEqual([
      'sp-1',
      'sp-3',
      'sp-edge',
      'suv-1',
      'suv-2',
      'kia-cerato',
    ]);
    expect(await findSimilarCars(test.db, test.siteA, subject(), { excludedStates: ['qld'] })).toEqual([]);
  });

  it('drops the price band for a car without a price; zero prices go when the site hides them (C-31)', async () => {
    const noPrice = { ...subject(), id: id('no-price'), price: 0 };
    expect(slugsOf(await findSimilarCars(test.db, test.siteA, noPrice))).toEqual([
      'no-price-2',
      'sp-2',
      'kia-subject',
      'sp-1',
      'sp-3',
      'sp-edge',
    ]);
    const hidingZero = await findSimilarCars(test.db, test.siteA, noPrice, { hideZeroPriceVehicles: true });
    expect(slugsOf(hidingZero)).toEqual(['sp-2', 'kia-subject', 'sp-1', 'sp-3', 'sp-edge', 'sp-far']);
  });

  it('asks each query for at most 10 cars (D-97), for this site only', () => {
    const query = similarCarsQuery(test.db, test.siteA, subject(), { kind: 'make', make: 'Kia' }).toSQL();
    expect(query.sql).toMatch(/limit \$\d+$/);
    expect(query.params.at(-1)).toBe(10);
    expect(query.params).toContain(test.siteA);
  });

  it('answers nothing when no other car is similar', async () => {
    const lonely = { id: id('kia-subject'), make: 'Lada', model: 'Niva', price: 900_000, simpleBody: null };
    expect(await findSimilarCars(test.db, test.siteA, lonely)).toEqual([]);
  });
});
