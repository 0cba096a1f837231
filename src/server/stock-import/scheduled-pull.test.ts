import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockFeedConfig } from '@/config';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { createYardSite } from '@/server/db/testing/yard-site';
import { manufacturers, stockFeedPulls, vehicles } from '@/server/db/schema';
import { startLocalServer, type LocalServer } from '@/server/outbound/testing/local-server';
import { createStockFeedPuller, stockFeedPullState, type StockFeedPullerOptions } from './scheduled-pull';

let test: TestDatabase;
let feeds: LocalServer;
let root: string;
const requested: string[] = [];
// The dealer-management system's host, mapped to the local fake server (never a real outside address).
const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
const NOW = new Date('2026-11-27T01:00:00Z');
const CSV = 'Stock No,VIN,Make,Model,Year,Price\nF1,JTMRWRFV10D123456,Toyota,RAV4,2022,30000\n';

beforeAll(async () => {
  test = await createTestDatabase();
  root = mkdtempSync(join(tmpdir(), 'forecourt-pulls-'));
  feeds = await startLocalServer((request, res) => {
    requested.push(request.path);
    if (request.path.startsWith('/feed.csv'))
      return res.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
    res.writeHead(404).end();
  });
  await test.db.insert(manufacturers).values({ name: 'Toyota', slug: 'toyota' });
});
afterAll(async () => {
  await feeds.close();
  await test.close();
  rmSync(root, { recursive: true, force: true });
});

/** A site with a yard, and its feed settings (null: no scheduled pull). */
async function newSite(slug: string, path: string | null) {
  const site = await createYardSite(test.db, slug);
  const feed: StockFeedConfig | null =
    path === null
      ? null
      : {
          url: `http://dms.example:${feeds.port}${path}?site=${slug}`,
          format: null,
          intervalMinutes: 60,
          full: true,
          photos: false,
          columns: {},
        };
  feedsBySite.set(site.id, feed);
  return site.id;
}

const feedsBySite = new Map<number, StockFeedConfig | null>();

function puller(clock: Date, extra: Partial<StockFeedPullerOptions> = {}) {
  return createStockFeedPuller({
    db: test.db,
    clock: () => clock,
    feedOf: async (_db, siteId) => feedsBySite.get(siteId) ?? null,
    photosRoot: root,
    resolve,
    allowPrivateAddresses: true,
    ...extra,
  });
}

const stockOf = (siteId: number) =>
  test.db
    .select({ stocknum: vehicles.stocknum, price: vehicles.price })
    .from(vehicles)
    .where(eq(vehicles.siteId, siteId))
    .orderBy(asc(vehicles.stocknum));

const pullsOf = (slug: string) => requested.filter((path) => path.endsWith(`site=${slug}`)).length;

describe('scheduled stock pulls (issue 18)', () => {
  it('pulls a due feed, records what it did and when it is next due, and waits for that time', async () => {
    const siteId = await newSite('pull-due', '/feed.csv');
    const quiet = await newSite('pull-none', null);
    expect(await puller(NOW).runOnce()).toBeGreaterThanOrEqual(1);
    expect(await stockOf(siteId)).toEqual([{ stocknum: 'F1', price: 30000 }]);
    expect(await stockFeedPullState(test.db, siteId)).toEqual({
      nextPullAt: new Date('2026-11-27T02:00:00Z'),
      lastFinishedAt: NOW,
      leased: false,
      lastOutcome: {
        ok: true,
        rows: 1,
        accepted: 1,
        refused: 0,
        added: 1,
        updated: 0,
        unchanged: 0,
        markedSold: 0,
        stockVersion: 1,
        photosStored: 0,
        photosFailed: 0,
      },
    });
    expect(await stockFeedPullState(test.db, quiet)).toBeNull();

    await puller(new Date('2026-11-27T01:59:00Z')).runOnce();
    expect(pullsOf('pull-due')).toBe(1);
    await puller(new Date('2026-11-27T02:00:00Z')).runOnce();
    expect(pullsOf('pull-due')).toBe(2);
  });

  it('lets one of two instances pull a feed at once, and takes over a lease a crashed instance left', async () => {
    const siteId = await newSite('pull-race', '/feed.csv');
    const first = puller(NOW, { owner: 'instance-a' });
    const second = puller(NOW, { owner: 'instance-b' });
    await Promise.all([first.runOnce(), second.runOnce(), first.runOnce(), second.runOnce()]);
    expect(pullsOf('pull-race')).toBe(1);

    // Instance A crashed mid-pull: its lease is live for 30 minutes, then anyone may take the pull.
    const later = new Date('2026-11-27T03:00:00Z');
    await test.db
      .update(stockFeedPulls)
      .set({ leaseOwner: 'instance-a', leaseUntil: new Date('2026-11-27T03:20:00Z') })
      .where(eq(stockFeedPulls.siteId, siteId));
    await puller(later, { owner: 'instance-b' }).runOnce();
    expect(pullsOf('pull-race')).toBe(1);
    await puller(new Date('2026-11-27T03:21:00Z'), { owner: 'instance-b' }).runOnce();
    expect(pullsOf('pull-race')).toBe(2);
  });

  it('records a feed that cannot be fetched, keeps the stock, and tries again at the next interval', async () => {
    const siteId = await newSite('pull-broken', '/gone.csv');
    await puller(NOW).runOnce();
    const state = await stockFeedPullState(test.db, siteId);
    expect(state?.lastOutcome).toEqual({ ok: false, error: 'The feed URL answered HTTP 404' });
    expect(state?.nextPullAt).toEqual(new Date('2026-11-27T02:00:00Z'));
    expect(await stockOf(siteId)).toEqual([]);
  });
});
