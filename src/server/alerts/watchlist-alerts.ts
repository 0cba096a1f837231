import 'server-only';
import { and, eq } from 'drizzle-orm';
import { carStanding, watchedCarChange, type WatchedCarChange } from '@/domain/alerts/watched-car';
import { watchlistEntries } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';
import type { SiteIndex } from '@/server/stock/search/engine/site-index';
import type { StockRow } from '@/server/stock/search/load-stock';
import { watchlistAlertRow, type RunContext } from './alert-queue';
import { docOf, groupBy } from './alert-lists';
import type { WatchedEntry } from './alert-subscribers';

type WatchedUpdate = { entry: WatchedEntry; price: number; standing: WatchedEntry['alertedStanding'] };
type WatchedChange = { entry: WatchedEntry; row: StockRow; change: WatchedCarChange };

/** What each watched car did since its buyer last heard, and every entry whose remembered price or standing moves. */
export function watchedChanges(index: SiteIndex, entries: readonly WatchedEntry[]) {
  const changes: WatchedChange[] = [];
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

export async function rememberWatched(tx: Tx, siteId: number, updates: readonly WatchedUpdate[]) {
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

/** One email per buyer of what their watched cars did. */
export function watchlistEmails(run: RunContext, changes: readonly WatchedChange[]) {
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
