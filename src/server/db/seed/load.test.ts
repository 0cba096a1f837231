import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { validateAllSiteConfigs } from '@/server/sites/site-config-loader';
import { manufacturers, sites, vehicles } from '../schema';
import { DEMO_SITE_SLUGS } from './demo-sites';
import { countRows } from './load-helpers';
import { seedDemoSites } from './load';
import { caravanSite, defaultRows, groupSite, TEST_NOW } from './test-fixtures';
import type { DemoTableName } from './types';

const test = databaseForThisFile();
const expected = () =>
  Object.fromEntries(Object.entries(defaultRows()).map(([name, rows]) => [name, rows.length])) as Record<
    DemoTableName,
    number
  >;

describe('seedDemoSites', () => {
  it('loads every row of the default demo set', async () => {
    const result = await seedDemoSites(test.db, { now: TEST_NOW });
    expect(result.status).toBe('loaded');
    expect(result.sites).toEqual([...DEMO_SITE_SLUGS]);
    expect(result.counts).toEqual(expected());
    expect(await countRows(test.db)).toEqual(expected());
  });

  it('is a no-op when the demo sites already exist', async () => {
    const result = await seedDemoSites(test.db, { now: new Date(TEST_NOW.getTime() + 3_600_000) });
    expect(result.status).toBe('skipped');
    expect(await countRows(test.db)).toEqual(expected());
  });

  it('stores configs that validate and leaves identity sequences past the explicit ids', async () => {
    expect(await validateAllSiteConfigs(test.db)).toBe(DEMO_SITE_SLUGS.length);
    const [site] = await test.db
      .insert(sites)
      .values({ slug: 'after-seed', name: 'After Seed' })
      .returning({ id: sites.id });
    expect(site!.id).toBeGreaterThan(Math.max(...defaultRows().sites.map((row) => row.id!)));
    await test.db.delete(sites).where(eq(sites.id, site!.id));
  });

  it('reloads one site with another vehicle count and leaves the others alone', async () => {
    const target = caravanSite();
    const before = await test.db.$count(vehicles, eq(vehicles.siteId, groupSite().id));
    const result = await seedDemoSites(test.db, {
      now: TEST_NOW,
      sites: [target.slug],
      vehiclesOverride: { siteSlug: target.slug, count: 40 },
    });
    expect(result.status).toBe('loaded');
    expect(result.counts.vehicles).toBe(40);
    expect(await test.db.$count(vehicles, eq(vehicles.siteId, target.id))).toBe(40);
    expect(await test.db.$count(vehicles, eq(vehicles.siteId, groupSite().id))).toBe(before);
    const [row] = await test.db
      .select({ stockVersion: sites.stockVersion })
      .from(sites)
      .where(eq(sites.id, target.id));
    expect(row!.stockVersion).toBe(2);
  });

  it('reset reloads every demo site without duplicating platform rows', async () => {
    const result = await seedDemoSites(test.db, { now: TEST_NOW, reset: true });
    expect(result.status).toBe('loaded');
    expect(await countRows(test.db)).toEqual(expected());
    const makers = await test.db
      .select({ slug: manufacturers.slug })
      .from(manufacturers)
      .where(inArray(manufacturers.slug, ['toyota']));
    expect(makers).toHaveLength(1);
  });
});
