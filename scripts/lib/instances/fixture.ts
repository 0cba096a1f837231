import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { sites, vehicles } from '@/server/db/schema';
import { loadLeadForm } from '@/server/lead-forms/load-form';
import { loadSiteContext } from '@/server/sites/site-context';
import { setTestCaptchaDifficulty } from '@/server/leads/anti-spam/test-difficulty';

/** The demo site the check works on, with cars and each car's opening form values per form kind. */
export type InstancesFixture = {
  siteId: number;
  host: string;
  cars: { id: number; enquiry: Record<string, unknown>; testDrive: Record<string, unknown> }[];
};

/**
 * Every site switched to the test proof-of-work difficulty (the check solves challenges as the widget does),
 * and the first site with cars at a location picked: test drives need a location to offer times.
 */
export async function loadFixture(db: Database): Promise<InstancesFixture> {
  await setTestCaptchaDifficulty(db);
  const rows = await db.select({ id: sites.id, slug: sites.slug }).from(sites).orderBy(sites.id);
  for (const site of rows) {
    const ids = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, site.id), eq(vehicles.status, 'in_stock')))
      .orderBy(vehicles.id)
      .limit(4);
    if (ids.length < 4) continue;
    const context = await loadSiteContext(db, site.id);
    const form = async (carId: number, kind: 'enquiry' | 'test_drive') => ({
      ...((await loadLeadForm(db, context, { kind, carId }))?.setup.initialValues ?? {}),
    });
    const cars = [];
    for (const { id } of ids) {
      cars.push({ id, enquiry: await form(id, 'enquiry'), testDrive: await form(id, 'test_drive') });
    }
    return { siteId: site.id, host: `${site.slug}.localhost`, cars };
  }
  throw new Error('no demo site has four in-stock cars at a location');
}
