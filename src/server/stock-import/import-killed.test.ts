import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { createYardSite } from '@/server/db/testing/yard-site';
import { DatabaseLockedError } from '@/server/db/pglite-lock';
import { manufacturers, sites, vehicles } from '@/server/db/schema';
import { importFeed } from './import-feed';

/*
 * Issue 18: a kill during an import leaves the previous stock intact. `npm run import` runs in its own process
 * on an embedded database directory and is killed (SIGKILL: no clean-up runs) once it says it has written its
 * first batch; the directory is then opened again, as the next server start would.
 */

const directory = mkdtempSync(join(tmpdir(), 'forecourt-import-killed-'));
const dataDir = join(directory, 'data');
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const HEADER = 'Stock No,VIN,Make,Model,Year,Price';
const VIN = 'JTMRWRFV10D123456';

/** Opens the directory, waiting while a killed process is still being torn down (its lock names it until then). */
async function openWhenFree(deadline = Date.now() + 15_000) {
  for (;;) {
    try {
      return await openDatabase({ dataDir, migrate: true });
    } catch (error) {
      if (!(error instanceof DatabaseLockedError) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const { db, close } = await openWhenFree();
  try {
    return await work(db);
  } finally {
    await close();
  }
}

/** A site with one yard and one car (KEEP1 at $30,000) imported the normal way. */
async function previousStock() {
  await withDatabase(async (db) => {
    await db.insert(manufacturers).values({ name: 'Toyota', slug: 'toyota' });
    const site = await createYardSite(db, 'killed');
    const input = [`${HEADER}\nKEEP1,${VIN},Toyota,RAV4,2022,30000\n`];
    const report = await importFeed(db, site.id, { format: 'csv', input, full: false, now: new Date() });
    expect(report.ok).toBe(true);
  });
}

/** Runs `npm run import` on a 30,000-row full feed and kills its process group at its first progress line. */
function importKilledPartWay(feed: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['tsx', '--conditions=react-server', 'scripts/import.ts', '--site', 'killed', '--full', feed],
      {
        detached: true,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (/rows written: [\d,]+ of 30,000/.test(said)) process.kill(-child.pid!, 'SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL'
        ? resolve(said)
        : reject(new Error(`import ended (${code}) before it was killed:\n${said}`)),
    );
  });
}

describe('an import killed part way (issue 18)', () => {
  it('leaves the previous stock and stock version as they were', async () => {
    await previousStock();
    const feed = join(directory, 'feed.csv');
    const rows = Array.from(
      { length: 30_000 },
      (_, index) => `NEW${index},${VIN},Toyota,HiLux,2023,${40_000 + index}`,
    );
    writeFileSync(feed, `${HEADER}\n${rows.join('\n')}\n`);

    const said = await importKilledPartWay(feed);
    expect(said).toContain('rows written: 2,000 of 30,000');

    const after = await withDatabase(async (db) => {
      const [site] = await db.select().from(sites).where(eq(sites.slug, 'killed'));
      const stock = await db
        .select({ stocknum: vehicles.stocknum, price: vehicles.price, sold: vehicles.sold })
        .from(vehicles)
        .where(eq(vehicles.siteId, site!.id))
        .orderBy(asc(vehicles.stocknum));
      return { version: site!.stockVersion, stock };
    });
    expect(after).toEqual({ version: 1, stock: [{ stocknum: 'KEEP1', price: 30000, sold: false }] });
  });
});
