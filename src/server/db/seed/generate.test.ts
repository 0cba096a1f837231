import { describe, expect, it } from 'vitest';
import { DEMO_SITES } from './demo-sites';
import { collectDemoRows, generateDemoData } from './generate';
import { vinCheckDigit } from './stock/identifiers';
import { defaultRows, groupSite, rowsOf, TEST_NOW } from './test-fixtures';

const DAY = 86_400_000;

describe('generateDemoData: determinism', () => {
  it('gives identical rows for the same seed and clock, and different rows for another seed', () => {
    const again = collectDemoRows(generateDemoData({ now: TEST_NOW }));
    expect(JSON.stringify(again)).toBe(JSON.stringify(defaultRows()));
    const other = collectDemoRows(generateDemoData({ now: TEST_NOW, seed: 7 }));
    expect(JSON.stringify(other.vehicles)).not.toBe(JSON.stringify(defaultRows().vehicles));
  });

  it('generates the default set quickly', () => {
    const started = performance.now();
    collectDemoRows(generateDemoData({ now: TEST_NOW, seed: 99 }));
    // The target is well under 2 s; the margin absorbs a busy CI machine.
    expect(performance.now() - started).toBeLessThan(4_000);
  });
});

describe('generateDemoData: the group site', () => {
  const site = groupSite();
  const rows = defaultRows();
  const locations = rowsOf(rows.locations, site.id);
  const vehicles = rowsOf(rows.vehicles, site.id);

  it('has at least 5 dealerships and 8 locations across QLD, NSW and VIC', () => {
    expect(rowsOf(rows.dealerships, site.id).length).toBeGreaterThanOrEqual(5);
    expect(locations.length).toBeGreaterThanOrEqual(8);
    expect(new Set(locations.map((location) => location.state))).toEqual(new Set(['QLD', 'NSW', 'VIC']));
    expect(new Set(locations.map((location) => location.locationType))).toEqual(
      new Set(['sales', 'service', 'parts']),
    );
  });

  it('has about 2,000 vehicles of at least 15 makes', () => {
    expect(vehicles.length).toBeGreaterThanOrEqual(1_900);
    expect(vehicles.length).toBeLessThanOrEqual(2_100);
    expect(new Set(vehicles.map((vehicle) => vehicle.make)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(vehicles.map((vehicle) => vehicle.itemType))).toEqual(
      new Set(['car', 'motorcycle', 'truck']),
    );
  });

  it('has locations with several departments, a hidden one, one without a phone, and distribution rows', () => {
    const departments = new Map<number, Set<string>>();
    for (const row of rowsOf(rows.openingHours, site.id))
      departments.set(row.locationId, (departments.get(row.locationId) ?? new Set()).add(row.department!));
    expect([...departments.values()].some((set) => set.size >= 3)).toBe(true);
    expect(locations.some((location) => location.isVisible === false)).toBe(true);
    expect(locations.some((location) => location.phone === null)).toBe(true);
    expect(locations.some((location) => location.dealerLicenseNumber === '')).toBe(true);
    expect(rowsOf(rows.locationDistribution, site.id).length).toBeGreaterThanOrEqual(3);
  });

  it('has the 2025-07-04 holiday (parts and service closed, shorter sales hours) and upcoming holidays', () => {
    const july4 = rowsOf(rows.holidayHours, site.id).filter((row) => row.date === '2025-07-04');
    expect(july4.filter((row) => row.department === 'parts').every((row) => row.status === 'Closed')).toBe(
      true,
    );
    expect(july4.filter((row) => row.department === 'service').every((row) => row.status === 'Closed')).toBe(
      true,
    );
    const sales = july4.filter((row) => row.department === 'sales');
    expect(sales.length).toBeGreaterThanOrEqual(5);
    expect(sales.every((row) => row.status === 'Open' && row.endHour! <= '15:00')).toBe(true);
    expect(new Set(sales.map((row) => `${row.startHour}-${row.endHour}`)).size).toBeGreaterThan(1);
    const today = new Date(TEST_NOW.getTime() + 10 * 3_600_000).toISOString().slice(0, 10);
    expect(rowsOf(rows.holidayHours, site.id).some((row) => row.date > today)).toBe(true);
    expect(rowsOf(rows.holidayHours, site.id).some((row) => row.date === today)).toBe(true);
  });
});

describe('generateDemoData: every site', () => {
  const rows = defaultRows();

  it.each(DEMO_SITES.map((site) => [site.name, site] as const))(
    '%s has unique stock numbers and slugs and valid VINs',
    (_, site) => {
      const vehicles = rowsOf(rows.vehicles, site.id);
      expect(vehicles.length).toBe(site.stock.count);
      expect(new Set(vehicles.map((vehicle) => vehicle.stocknum)).size).toBe(vehicles.length);
      expect(new Set(vehicles.map((vehicle) => vehicle.slug)).size).toBe(vehicles.length);
      for (const vehicle of vehicles) {
        expect(vehicle.slug).toMatch(/^\d{4}-[a-z0-9-]+-[a-z0-9]{6}$/);
        expect(vehicle.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
        expect(vehicle.vin![8]).toBe(vinCheckDigit(vehicle.vin!));
      }
    },
  );

  it.each(DEMO_SITES.map((site) => [site.name, site] as const))(
    '%s has every status, sold window and car type it sells',
    (_, site) => {
      const vehicles = rowsOf(rows.vehicles, site.id);
      const soldAges = vehicles
        .filter((v) => v.status === 'sold')
        .map((v) => (TEST_NOW.getTime() - v.soldAt!.getTime()) / DAY);
      expect(new Set(vehicles.map((v) => v.status))).toEqual(new Set(['in_stock', 'coming_soon', 'sold']));
      expect(soldAges.some((age) => age < 3)).toBe(true);
      expect(soldAges.some((age) => age > 3)).toBe(true);
      const carTypes = new Set(site.dealerships.flatMap((d) => Object.keys(d.stock.carTypes)));
      expect(new Set(vehicles.map((v) => v.carType))).toEqual(carTypes);
      const ages = vehicles.map((v) => (TEST_NOW.getTime() - v.createdAt!.getTime()) / DAY);
      expect(ages.some((age) => age < 8) && ages.some((age) => age > 8)).toBe(true);
      expect(ages.every((age) => age >= 0)).toBe(true);
    },
  );

  it('can stream a 20,000-vehicle site in batches', () => {
    const site = groupSite();
    const data = generateDemoData({
      now: TEST_NOW,
      sites: [site.slug],
      vehiclesOverride: { siteSlug: site.slug, count: 20_000 },
    });
    const slugs = new Set<string>();
    let batches = 0;
    for (const batch of data.stock[0]!.batches(1_000)) {
      batches++;
      for (const vehicle of batch.vehicles) slugs.add(vehicle.slug);
    }
    expect(batches).toBe(20);
    expect(slugs.size).toBe(20_000);
  });

  it('rejects an unknown site', () => {
    expect(() => generateDemoData({ now: TEST_NOW, sites: ['no-such-site'] })).toThrow(/Unknown demo site/);
  });
});
