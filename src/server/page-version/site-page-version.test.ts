import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE } from '@/domain/search/state';
import { env } from '@/env';
import { sites } from '@/server/db/schema';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { stockSearch } from '@/server/stock/search/search-stock';
import { insertFixtureSite } from '@/server/stock/search/test-fixture';
import { sitePageVersion } from './site-page-version';

const NOW = new Date('2025-06-10T00:00:00Z');
const test = databaseForThisFile();
let siteA: Awaited<ReturnType<typeof insertFixtureSite>>;
const hostOf = (slug: string) => `${slug}.${env.ROOT_DOMAIN}`;

beforeAll(async () => {
  siteA = await insertFixtureSite(test.db, {
    slug: 'version-a',
    now: NOW,
    cars: [{ make: 'Toyota', model: 'Corolla', price: 20_000 }],
  });
  await insertFixtureSite(test.db, {
    slug: 'version-b',
    now: NOW,
    cars: [{ make: 'Mazda', model: 'CX-5', price: 30_000 }],
  });
});

/** The version parts after the site id: stock version, last edit, served index version. */
async function versionOf(slug: string): Promise<string[] | null> {
  const version = await sitePageVersion(test.db, hostOf(slug));
  return version === null ? null : version.split('.');
}

async function bumpStock(siteId: number) {
  await test.db
    .update(sites)
    .set({ stockVersion: sql`${sites.stockVersion} + 1` })
    .where(eq(sites.id, siteId));
}

describe('sitePageVersion (decision 039)', () => {
  it('is null for a host that is no site', async () => {
    expect(await sitePageVersion(test.db, hostOf('no-such-site'))).toBeNull();
    expect(await sitePageVersion(test.db, '')).toBeNull();
  });

  it('names the site, its stock version and the stock version its search answers from', async () => {
    const [row] = await test.db.select().from(sites).where(eq(sites.id, siteA.siteId));
    const [id, stock, edited, index] = (await versionOf('version-a'))!;
    expect([id, stock, edited, index]).toEqual([
      String(siteA.siteId),
      String(row!.stockVersion),
      String(row!.updatedAt.getTime()),
      'unbuilt',
    ]);
    await stockSearch().search(test.db, siteA.siteId, EMPTY_SEARCH_STATE, { now: NOW });
    expect((await versionOf('version-a'))!.at(-1)).toBe(String(row!.stockVersion));
  });

  it('moves with a stock change of its own site only, and again once the search index has caught up', async () => {
    const before = { a: await versionOf('version-a'), b: await versionOf('version-b') };
    await bumpStock(siteA.siteId);
    // The version is read at most once a second per site.
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    const changed = (await versionOf('version-a'))!;
    expect(changed[1]).toBe(String(Number(before.a![1]) + 1));
    expect(changed[3]).toBe(before.a![3]);
    expect(await versionOf('version-b')).toEqual(before.b);
    await stockSearch().search(test.db, siteA.siteId, EMPTY_SEARCH_STATE, { now: NOW });
    await stockSearch().settled(siteA.siteId);
    expect((await versionOf('version-a'))!.at(-1)).toBe(changed[1]);
  });
});
