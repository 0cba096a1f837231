import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/server/db/testing';
import { createFormSites, type FormFixture } from '@/server/lead-forms/test-fixture';
import type { SiteContext } from '@/server/sites/site-context';
import { loadLocationPage } from './location-page';

let test: TestDatabase;
let a: FormFixture;
let siteA: SiteContext;
let siteB: SiteContext;
const NOW = new Date('2026-06-15T02:00:00Z');

beforeAll(async () => {
  ({ test, a, siteA, siteB } = await createFormSites('locations'));
});
afterAll(async () => test.close());

describe('loadLocationPage (/locations/{slug})', () => {
  it('shows a visible location with its hours, its listed cars, the search of its stock and an enquiry to it', async () => {
    const outcome = await loadLocationPage(test.db, siteA, 'brisbane', NOW);
    if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
    const { view } = outcome;
    expect(view.location).toMatchObject({
      id: a.locations.brisbane,
      name: 'Brisbane Yard',
      dealershipName: 'North Motors',
    });
    expect(view.location.phone).toBeNull();
    expect(view.hours).toEqual([
      {
        type: 'sales',
        label: 'Sales',
        locationName: 'Brisbane Yard',
        rows: [
          { days: 'Mon-Fri', hours: '9:00am - 11:00am' },
          { days: 'Sat', hours: 'Closed' },
          { days: 'Sun', hours: 'Closed' },
        ],
      },
    ]);
    expect(view.cars.map((car) => car.id)).toEqual([a.carId]);
    expect(view.stockHref).toBe('/search/new-used-and-demo-cars?location_name=Brisbane+Yard');
    expect(view.form).toMatchObject({ kind: 'enquiry', locationId: a.locations.brisbane });
  });

  it('sends a dealership slug to its location (B-39); a hidden or unknown slug is not found', async () => {
    expect(await loadLocationPage(test.db, siteA, 'south', NOW)).toEqual({
      kind: 'redirect',
      href: '/locations/sydney',
    });
    expect(await loadLocationPage(test.db, siteA, 'hidden', NOW)).toEqual({ kind: 'not_found' });
    expect(await loadLocationPage(test.db, siteA, 'no-such-place', NOW)).toEqual({ kind: 'not_found' });
  });

  it('tenant isolation: each site sees only its own location of a shared slug', async () => {
    const [ofA, ofB] = await Promise.all([
      loadLocationPage(test.db, siteA, 'sydney', NOW),
      loadLocationPage(test.db, siteB, 'sydney', NOW),
    ]);
    if (ofA.kind !== 'page' || ofB.kind !== 'page') throw new Error('expected two pages');
    expect(ofA.view.location.id).toBe(a.locations.sydney);
    expect(ofB.view.location.id).not.toBe(a.locations.sydney);
    expect(ofB.view.cars.map((car) => car.id)).not.toContain(a.sydneyCarId);
  });
});
