import { beforeAll, describe, expect, it } from 'vitest';
import { holidayHours, locations } from '@/server/db/schema';
import { formSitesForThisFile } from '@/server/lead-forms/test-fixture';
import { loadLocationPage } from './location-page';

const test = formSitesForThisFile('locations');
const NOW = new Date('2026-06-15T02:00:00Z');

beforeAll(async () => {
  // NOW is 12:00 on 15 June 2026 in Brisbane: the 14th is past, the 15th is today.
  const entry = (siteId: number, locationId: number, date: string, department: string, name: string) => ({
    siteId,
    locationId,
    date,
    status: 'Closed',
    department,
    name,
  });
  await test.db
    .insert(holidayHours)
    .values([
      entry(test.a.siteId, test.a.locations.brisbane, '2026-06-20', 'all', 'Show Day'),
      entry(test.a.siteId, test.a.locations.brisbane, '2026-06-14', 'all', 'Yesterday'),
      entry(test.a.siteId, test.a.locations.brisbane, '2026-06-15', 'sales', 'Stocktake'),
      entry(test.a.siteId, test.a.locations.brisbane, '2026-06-16', 'service', 'Training'),
      entry(test.a.siteId, test.a.locations.sydney, '2026-06-17', 'all', 'Sydney only'),
      entry(test.b.siteId, test.b.locations.brisbane, '2026-06-18', 'all', 'Site B only'),
    ]);
  await test.db.update(locations).set({ lat: -27.47, long: 153.03, city: 'Brisbane' });
});

describe('loadLocationPage (/locations/{slug})', () => {
  it('shows a visible location with its hours, its listed cars, the search of its stock and an enquiry to it', async () => {
    const outcome = await loadLocationPage(test.db, test.siteA, 'brisbane', NOW);
    if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
    const { view } = outcome;
    expect(view.location).toMatchObject({
      id: test.a.locations.brisbane,
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
    expect(view.cars.map((car) => car.id)).toEqual([test.a.carId]);
    expect(view.stockHref).toBe('/search/new-used-and-demo-cars?location_name=Brisbane+Yard');
    expect(view.form).toMatchObject({ kind: 'enquiry', locationId: test.a.locations.brisbane });
  });

  it('J-36..J-41: lists its upcoming holiday hours, today first as Today, and a bundled map (J-11)', async () => {
    const outcome = await loadLocationPage(test.db, test.siteA, 'brisbane', NOW);
    if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
    expect(outcome.view.holidayHours).toEqual([
      {
        type: 'sales',
        label: 'Sales',
        rows: [
          { date: '2026-06-15', dayLabel: 'Today', name: 'Stocktake', hours: 'Closed' },
          { date: '2026-06-20', dayLabel: 'Saturday 20 June', name: 'Show Day', hours: 'Closed' },
        ],
      },
    ]);
    expect(outcome.view.map).toMatchObject({ label: 'Brisbane', labelAnchor: 'end' });
  });

  it('J-39: shows no holiday hours where the site switches them off', async () => {
    const features = { ...test.siteA.config.features, holidayHours: false };
    const off = { ...test.siteA, config: { ...test.siteA.config, features } };
    const outcome = await loadLocationPage(test.db, off, 'brisbane', NOW);
    if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
    expect(outcome.view.holidayHours).toEqual([]);
  });

  it('J-11: an interactive map only on a site with a map provider; the outline map stays', async () => {
    const plain = await loadLocationPage(test.db, test.siteA, 'brisbane', NOW);
    if (plain.kind !== 'page') throw new Error(`expected a page, got ${plain.kind}`);
    expect(plain.view.tiledMap).toBeNull();
    const map = { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Tiles', zoom: 13 };
    const withProvider = {
      ...test.siteA,
      config: { ...test.siteA.config, locations: { ...test.siteA.config.locations, map } },
    };
    const tiled = await loadLocationPage(test.db, withProvider, 'brisbane', NOW);
    if (tiled.kind !== 'page') throw new Error(`expected a page, got ${tiled.kind}`);
    expect(tiled.view.tiledMap).toEqual({ ...map, lat: -27.47, long: 153.03 });
    expect(tiled.view.map).toMatchObject({ label: 'Brisbane' });
  });

  it('sends a dealership slug to its location (B-39); a hidden or unknown slug is not found', async () => {
    expect(await loadLocationPage(test.db, test.siteA, 'south', NOW)).toEqual({
      kind: 'redirect',
      href: '/locations/sydney',
    });
    expect(await loadLocationPage(test.db, test.siteA, 'hidden', NOW)).toEqual({ kind: 'not_found' });
    expect(await loadLocationPage(test.db, test.siteA, 'no-such-place', NOW)).toEqual({ kind: 'not_found' });
  });

  it('tenant isolation: each site sees only its own location of a shared slug', async () => {
    const [ofA, ofB] = await Promise.all([
      loadLocationPage(test.db, test.siteA, 'sydney', NOW),
      loadLocationPage(test.db, test.siteB, 'sydney', NOW),
    ]);
    if (ofA.kind !== 'page' || ofB.kind !== 'page') throw new Error('expected two pages');
    expect(ofA.view.location.id).toBe(test.a.locations.sydney);
    expect(ofB.view.location.id).not.toBe(test.a.locations.sydney);
    expect(ofB.view.cars.map((car) => car.id)).not.toContain(test.a.sydneyCarId);
    const brisbaneOfB = await loadLocationPage(test.db, test.siteB, 'brisbane', NOW);
    if (brisbaneOfB.kind !== 'page') throw new Error('expected a page');
    expect(brisbaneOfB.view.holidayHours.flatMap((section) => section.rows.map((row) => row.name))).toEqual([
      'Site B only',
    ]);
  });
});
