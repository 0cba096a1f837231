import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { carStanding, watchedCarChange, type WatchedCarChange } from '@/domain/alerts/watched-car';
import { isInStock } from '@/domain/stock/availability';
import type { Database } from '@/server/db/client';
import {
  alertMatches,
  alertOutbox,
  alertSiteState,
  savedSearches,
  sites,
  watchlistEntries,
} from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';
import { loadSiteContext } from '@/server/sites/site-context';
import type { SiteIndex } from '@/server/stock/search/engine/site-index';
import type { StockRow } from '@/server/stock/search/load-stock';
import { loadSearchUrlContext } from '@/server/stock/search/api/url-context';
import { searchAlertRow, watchlistAlertRow, type AlertOutboxRow, type RunContext } from './alert-queue';
import { loadUnsubscribeSigner } from './unsubscribe-token';
import {
  loadRecipients,
  loadSubscribedSearches,
  loadWatchedEntries,
  type WatchedEntry,
} from './alert-subscribers';
import { createSearchMatcher } from './search-matcher';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AlertRunDeps = {
  /** The site's search index at (at least) its current stock version. */
  freshIndex: (db: Database, siteId: number) => Promise<SiteIndex>;
};
export type AlertRunSummary = { matched: number; queued: number };
type SiteState = typeof alertSiteState.$inferSelect;
type Match = { savedSearchId: number; vehicleId: number };
type WatchedUpdate = { entry: WatchedEntry; price: number; standing: WatchedEntry['alertedStanding'] };

const NOTHING: AlertRunSummary = { matched: 0, queued: 0 };

/** Document of car `id` in an index whose documents are in id order, or -1. */
function docOf(index: SiteIndex, id: number): number {
  let low = 0;
  let high = index.size - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = index.ids[mid]!;
    if (at === id) return mid;
    if (at < id) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** Cars listed after the matcher's last look, on sale now: the new stock of this run. */
function newStockDocs(index: SiteIndex, listedUntil: Date): number[] {
  const since = listedUntil.getTime();
  const docs: number[] = [];
  index.rows.forEach((row, doc) => row.createdAtMs > since && isInStock(row) && docs.push(doc));
  return docs;
}

function newestListing(index: SiteIndex, listedUntil: Date): Date {
  let newest = listedUntil.getTime();
  for (const row of index.rows) if (row.createdAtMs > newest) newest = row.createdAtMs;
  return new Date(newest);
}

/** What each watched car did since its buyer last heard, and every entry whose remembered price or standing moves. */
function watchedChanges(index: SiteIndex, entries: readonly WatchedEntry[]) {
  const changes: { entry: WatchedEntry; row: StockRow; change: WatchedCarChange }[] = [];
  const updates: WatchedUpdate[] = [];
  for (const entry of entries) {
    const doc = docOf(index, entry.vehicleId);
    if (doc < 0) continue;
    const row = index.rows[doc]!;
    const standing = carStanding(row);
    if (entry.alertedPrice === row.price && entry.alertedStanding === standing) continue;
    updates.push({ entry, price: row.price, standing });
    // An entry saved before alerts existed has nothing to compare with: it is only remembered.
    if (entry.alertedStanding === null) continue;
    const change = watchedCarChange(
      { price: entry.alertedPrice, standing: entry.alertedStanding },
      { price: row.price, standing },
    );
    if (change) changes.push({ entry, row, change });
  }
  return { changes, updates };
}

async function rememberWatched(tx: Tx, siteId: number, updates: readonly WatchedUpdate[]) {
  for (const { entry, price, standing } of updates) {
    await tx
      .update(watchlistEntries)
      .set({ alertedPrice: price, alertedStanding: standing })
      .where(
        and(
          eq(watchlistEntries.siteId, siteId),
          eq(watchlistEntries.userId, entry.userId),
          eq(watchlistEntries.vehicleId, entry.vehicleId),
        ),
      );
  }
}

/** Rows per multi-row statement: PostgreSQL takes at most 65,535 parameters in one. */
const BATCH_ROWS = 1_000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH_ROWS) out.push(items.slice(i, i + BATCH_ROWS));
  return out;
}

/**
 * Records the matches; returns those not recorded before (a car is announced to a search once). An instant
 * search's match is emailed in this same transaction, so it is recorded as emailed at once.
 */
async function recordMatches(
  run: RunContext,
  tx: Tx,
  matches: readonly Match[],
  now: Date,
): Promise<Match[]> {
  const found: Match[] = [];
  const emailedAt = (match: Match) =>
    run.searches.get(match.savedSearchId)?.frequency === 'instant' ? now : null;
  for (const batch of chunks(matches)) {
    const rows = await tx
      .insert(alertMatches)
      .values(batch.map((match) => ({ siteId: run.site.id, ...match, emailedAt: emailedAt(match) })))
      .onConflictDoNothing()
      .returning({ savedSearchId: alertMatches.savedSearchId, vehicleId: alertMatches.vehicleId });
    found.push(...rows);
  }
  return found;
}

/** `items` in lists by `keyOf`, each list in the items' order. */
function groupBy<K, T, V>(items: readonly T[], keyOf: (item: T) => K, valueOf: (item: T) => V): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(valueOf(item));
    else groups.set(keyOf(item), [valueOf(item)]);
  }
  return groups;
}

const groupBySearch = (matches: readonly Match[]) =>
  groupBy(
    matches,
    (match) => match.savedSearchId,
    (match) => match.vehicleId,
  );

/** Marks these searches' unsent matches as emailed (the digest took them all). */
async function markEmailed(tx: Tx, siteId: number, searchIds: readonly number[], now: Date) {
  for (const batch of chunks(searchIds)) {
    await tx
      .update(alertMatches)
      .set({ emailedAt: now })
      .where(
        and(
          eq(alertMatches.siteId, siteId),
          isNull(alertMatches.emailedAt),
          inArray(alertMatches.savedSearchId, batch),
        ),
      );
  }
}

/** One email per search of its found cars that are still on sale (a search with none left gets no email). */
function searchEmails(run: RunContext, groups: Map<number, number[]>, digest: boolean): AlertOutboxRow[] {
  const emails: AlertOutboxRow[] = [];
  for (const [searchId, vehicleIds] of groups) {
    const search = run.searches.get(searchId);
    const recipient = search && run.recipients.get(search.userId);
    const rows = vehicleIds
      .map((id) => docOf(run.index, id))
      .filter((doc) => doc >= 0 && isInStock(run.index.rows[doc]!))
      .map((doc) => run.index.rows[doc]!);
    if (search && recipient && rows.length > 0) {
      emails.push(searchAlertRow(run, { search, recipient, rows, digest }));
    }
  }
  return emails;
}

/** One email per buyer of what their watched cars did. */
function watchlistEmails(run: RunContext, changes: ReturnType<typeof watchedChanges>['changes']) {
  const byBuyer = groupBy(
    changes,
    (change) => change.entry.userId,
    (change) => change,
  );
  return [...byBuyer].flatMap(([userId, buyerChanges]) => {
    const recipient = run.recipients.get(userId);
    return recipient ? [watchlistAlertRow(run, { userId, recipient, changes: buyerChanges })] : [];
  });
}

async function queue(tx: Tx, emails: readonly AlertOutboxRow[]) {
  for (const batch of chunks(emails)) await tx.insert(alertOutbox).values(batch);
}

/** The daily searches' matches not yet emailed, by search. */
async function unsentDailyMatches(tx: Tx, siteId: number): Promise<Map<number, number[]>> {
  const rows = await tx
    .select({ savedSearchId: alertMatches.savedSearchId, vehicleId: alertMatches.vehicleId })
    .from(alertMatches)
    .innerJoin(
      savedSearches,
      and(eq(savedSearches.siteId, alertMatches.siteId), eq(savedSearches.id, alertMatches.savedSearchId)),
    )
    .where(
      and(
        eq(alertMatches.siteId, siteId),
        isNull(alertMatches.emailedAt),
        eq(savedSearches.alertFrequency, 'daily'),
      ),
    );
  return groupBySearch(rows);
}

/**
 * Claims the run: moves the site's state on from exactly what this run read. Another node that got there first
 * has moved it already, and this run then does nothing (its transaction writes nothing else).
 */
async function claimRun(tx: Tx, state: SiteState, next: Omit<SiteState, 'siteId' | 'updatedAt'>) {
  const claimed = await tx
    .update(alertSiteState)
    .set({ ...next, updatedAt: new Date() })
    .where(
      and(
        eq(alertSiteState.siteId, state.siteId),
        eq(alertSiteState.stockVersion, state.stockVersion),
        eq(alertSiteState.listedUntil, state.listedUntil),
        eq(alertSiteState.nextDigestAt, state.nextDigestAt),
      ),
    )
    .returning({ siteId: alertSiteState.siteId });
  return claimed.length === 1;
}

/**
 * One alert pass over a site, after its stock changed or when its daily digest is due: new stock is matched
 * against the saved searches with alerts on (instant ones emailed now, daily ones kept for the digest),
 * watched cars are compared with what their buyers last heard, and every email is queued in the alert outbox
 * in the same transaction that records what was found, so nothing is announced twice or lost.
 * The first pass over a site only notes where its stock stands: what was listed before is not news.
 */
export async function runSiteAlerts(
  db: Database,
  siteId: number,
  now: Date,
  deps: AlertRunDeps,
): Promise<AlertRunSummary> {
  const [site] = await db.select({ version: sites.stockVersion }).from(sites).where(eq(sites.id, siteId));
  if (!site) return NOTHING;
  const [state] = await db.select().from(alertSiteState).where(eq(alertSiteState.siteId, siteId));
  const nextDigestAt = new Date(now.getTime() + DAY_MS);
  if (!state) {
    await db
      .insert(alertSiteState)
      .values({ siteId, stockVersion: site.version, listedUntil: now, nextDigestAt })
      .onConflictDoNothing();
    return NOTHING;
  }
  const digestDue = now >= state.nextDigestAt;
  if (site.version === state.stockVersion && !digestDue) return NOTHING;

  const siteContext = await loadSiteContext(db, siteId);
  const urlContext = await loadSearchUrlContext(db, siteId, siteContext.config);
  const [searchList, watched, recipients] = await Promise.all([
    loadSubscribedSearches(db, siteId, urlContext),
    loadWatchedEntries(db, siteId),
    loadRecipients(db, siteId),
  ]);
  if (searchList.length === 0 && watched.length === 0) {
    // Nobody to tell: the state moves on without building the index (what is listed now is old news later).
    const next = { stockVersion: site.version, listedUntil: now, nextDigestAt: state.nextDigestAt };
    await db.transaction((tx) => claimRun(tx, state, digestDue ? { ...next, nextDigestAt } : next));
    return NOTHING;
  }
  const index = await deps.freshIndex(db, siteId);
  const next = {
    // freshIndex read the version after `site` was read: the index has seen at least that change.
    stockVersion: index.settings.stockVersion,
    listedUntil: newestListing(index, state.listedUntil),
    nextDigestAt: digestDue ? nextDigestAt : state.nextDigestAt,
  };
  const matcher = createSearchMatcher(index, searchList, now);
  const matches = newStockDocs(index, state.listedUntil).flatMap((doc) =>
    matcher.searchesListing(doc).map((savedSearchId) => ({ savedSearchId, vehicleId: index.rows[doc]!.id })),
  );
  const { changes, updates } = watchedChanges(index, watched);

  const run: RunContext = {
    site: siteContext,
    index,
    searches: new Map(searchList.map((search) => [search.id, search])),
    recipients,
    sign: (await loadUnsubscribeSigner(db, siteId)).sign,
  };
  return db.transaction(async (tx) => {
    if (!(await claimRun(tx, state, next))) return NOTHING;
    const found = await recordMatches(run, tx, matches, now);
    const instant = groupBySearch(
      found.filter((match) => run.searches.get(match.savedSearchId)?.frequency === 'instant'),
    );
    const emails = searchEmails(run, instant, false);
    if (digestDue) {
      const daily = await unsentDailyMatches(tx, siteId);
      emails.push(...searchEmails(run, daily, true));
      await markEmailed(tx, siteId, [...daily.keys()], now);
    }
    await rememberWatched(tx, siteId, updates);
    emails.push(...watchlistEmails(run, changes));
    await queue(tx, emails);
    return { matched: found.length, queued: emails.length };
  });
}
