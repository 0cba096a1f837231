import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { alertOutbox, alertSiteState, sites } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';
import { loadSiteContext } from '@/server/sites/site-context';
import type { SiteIndex } from '@/server/stock/search/engine/site-index';
import { loadSearchUrlContext } from '@/server/stock/search/api/url-context';
import type { AlertOutboxRow, RunContext } from './alert-queue';
import { chunks } from './alert-lists';
import { loadRecipients, loadSubscribedSearches, loadWatchedEntries } from './alert-subscribers';
import { createSearchMatcher } from './search-matcher';
import {
  groupBySearch,
  markEmailed,
  newestListing,
  newStockDocs,
  recordMatches,
  searchEmails,
  unsentDailyMatches,
} from './search-alerts';
import { loadUnsubscribeSigner } from './unsubscribe-token';
import { rememberWatched, watchedChanges, watchlistEmails } from './watchlist-alerts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AlertRunDeps = {
  /** The site's search index at (at least) its current stock version. */
  freshIndex: (db: Database, siteId: number) => Promise<SiteIndex>;
};
export type AlertRunSummary = { matched: number; queued: number };
type SiteState = typeof alertSiteState.$inferSelect;

const NOTHING: AlertRunSummary = { matched: 0, queued: 0 };

async function queue(tx: Tx, emails: readonly AlertOutboxRow[]) {
  for (const batch of chunks(emails)) await tx.insert(alertOutbox).values(batch);
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
