import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { StockFeedConfig } from '@/config';
import type { Database } from '@/server/db/client';
import { sites, stockFeedPulls } from '@/server/db/schema';
import type { Log } from '@/server/logging';
import type { Resolver } from '@/server/outbound/guarded-request';
import { createPeriodicPass } from '@/server/jobs/periodic-pass';
import { fetchFeed } from './fetch-feed';
import { importFeed, type ImportReport } from './import-feed';

export type StockFeedPullerOptions = {
  db: Database;
  clock: () => Date;
  /** The site's stock feed settings (its config's `stockFeed`), or null when it has none. */
  feedOf: (db: Database, siteId: number) => Promise<StockFeedConfig | null>;
  /** Where photo files go (stockPhotosRoot()). */
  photosRoot: string;
  /** This instance's name on a lease; a random one by default. */
  owner?: string;
  /** How often due sites are looked for. */
  intervalMs?: number;
  /** How long a lease holds: longer than any import, so only a crashed instance's lease runs out. */
  leaseMs?: number;
  log?: Pick<Log, 'info' | 'warn' | 'error'>;
  resolve?: Resolver;
  /** TESTS ONLY (decision 031): lets the pull reach a local fake feed server. */
  allowPrivateAddresses?: boolean;
};

export const PULL_LEASE_MS = 30 * 60_000;

/** What a pull leaves on record: the import's counts, or why nothing was imported. */
function outcomeOf(report: ImportReport): Record<string, unknown> {
  if (!report.ok) return { ok: false, error: report.error };
  const { rows, accepted, added, updated, unchanged, markedSold, stockVersion, photos } = report;
  return {
    ok: true,
    rows,
    accepted,
    refused: rows - accepted,
    added,
    updated,
    unchanged,
    markedSold,
    stockVersion,
    photosStored: photos?.stored ?? 0,
    photosFailed: photos?.failed.length ?? 0,
  };
}

/**
 * Takes the site's pull if it is due and no live lease holds it: one conditional update, so of two instances
 * asking at once exactly one gets it. The row is made on a site's first pull, due at once.
 */
async function claimPull(db: Database, siteId: number, owner: string, now: Date, leaseMs: number) {
  await db.insert(stockFeedPulls).values({ siteId, nextPullAt: now }).onConflictDoNothing();
  const claimed = await db
    .update(stockFeedPulls)
    .set({
      leaseOwner: owner,
      leaseUntil: new Date(now.getTime() + leaseMs),
      lastStartedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(stockFeedPulls.siteId, siteId),
        lte(stockFeedPulls.nextPullAt, now),
        or(isNull(stockFeedPulls.leaseUntil), lt(stockFeedPulls.leaseUntil, now)),
      ),
    )
    .returning({ siteId: stockFeedPulls.siteId });
  return claimed.length > 0;
}

/**
 * Each site's scheduled stock pull (decision 059), run by the server's worker: every pass looks at the active
 * sites with a `stockFeed`, takes the lease of each one due, fetches the feed through the guarded request
 * and imports it as `npm run import` does, then records the outcome and the next time it is due. A pull that
 * fails is recorded and tried again at the next interval; one site's failure never stops another's pull.
 */
export function createStockFeedPuller(options: StockFeedPullerOptions) {
  const owner = options.owner ?? randomUUID();
  const leaseMs = options.leaseMs ?? PULL_LEASE_MS;

  async function pullSite(
    siteId: number,
    feed: StockFeedConfig,
    now: Date,
  ): Promise<Record<string, unknown>> {
    const outbound = { resolve: options.resolve, allowPrivateAddresses: options.allowPrivateAddresses };
    const fetched = await fetchFeed(feed.url, outbound);
    if (!fetched.ok) return { ok: false, error: fetched.error };
    const report = await importFeed(options.db, siteId, {
      format: feed.format ?? fetched.format,
      input: [fetched.body],
      mapping: { columns: feed.columns },
      full: feed.full,
      now,
      photos: feed.photos ? { root: options.photosRoot, ...outbound } : undefined,
    });
    return outcomeOf(report);
  }

  async function finish(siteId: number, feed: StockFeedConfig, outcome: Record<string, unknown>) {
    const now = options.clock();
    await options.db
      .update(stockFeedPulls)
      .set({
        leaseOwner: null,
        leaseUntil: null,
        lastFinishedAt: now,
        nextPullAt: new Date(now.getTime() + feed.intervalMinutes * 60_000),
        lastOutcome: outcome,
        updatedAt: now,
      })
      .where(and(eq(stockFeedPulls.siteId, siteId), eq(stockFeedPulls.leaseOwner, owner)));
  }

  /** One pass over the sites; how many pulls this instance ran. */
  async function pass(): Promise<number> {
    const active = await options.db.select({ id: sites.id }).from(sites).where(eq(sites.isActive, true));
    let pulled = 0;
    for (const { id: siteId } of active) {
      const feed = await options.feedOf(options.db, siteId).catch(() => null);
      const now = options.clock();
      if (feed === null || !(await claimPull(options.db, siteId, owner, now, leaseMs))) continue;
      let outcome: Record<string, unknown>;
      try {
        outcome = await pullSite(siteId, feed, now);
      } catch (error) {
        outcome = { ok: false, error: (error as Error).message };
      }
      await finish(siteId, feed, outcome);
      pulled += 1;
      const log = outcome.ok ? options.log?.info : options.log?.warn;
      log?.call(options.log, { siteId, ...outcome }, 'stock feed pulled');
    }
    return pulled;
  }

  const periodic = createPeriodicPass(pass, options.intervalMs ?? 60_000, (error) =>
    options.log?.error({ err: error }, 'stock feed pass failed'),
  );
  return { owner, ...periodic };
}

/** The pull's state for a site: when it is next due and what it last did (null before its first pull). */
export async function stockFeedPullState(db: Database, siteId: number) {
  const [row] = await db
    .select({
      nextPullAt: stockFeedPulls.nextPullAt,
      lastFinishedAt: stockFeedPulls.lastFinishedAt,
      lastOutcome: stockFeedPulls.lastOutcome,
      leased: sql<boolean>`${stockFeedPulls.leaseOwner} is not null`,
    })
    .from(stockFeedPulls)
    .where(eq(stockFeedPulls.siteId, siteId));
  return row ?? null;
}
