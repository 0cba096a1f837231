import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isInStock } from '@/domain/stock/availability';
import { alertMatches, savedSearches } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';
import type { SiteIndex } from '@/server/stock/search/engine/site-index';
import { searchAlertRow, type AlertOutboxRow, type RunContext } from './alert-queue';
import { chunks, docOf, groupBy } from './alert-lists';

export type Match = { savedSearchId: number; vehicleId: number };

/** Cars listed after the matcher's last look, on sale now: the new stock of this run. */
export function newStockDocs(index: SiteIndex, listedUntil: Date): number[] {
  const since = listedUntil.getTime();
  const docs: number[] = [];
  index.rows.forEach((row, doc) => row.createdAtMs > since && isInStock(row) && docs.push(doc));
  return docs;
}

export function newestListing(index: SiteIndex, listedUntil: Date): Date {
  let newest = listedUntil.getTime();
  for (const row of index.rows) if (row.createdAtMs > newest) newest = row.createdAtMs;
  return new Date(newest);
}

/**
 * Records the matches; returns those not recorded before (a car is announced to a search once). An instant
 * search's match is emailed in this same transaction, so it is recorded as emailed at once.
 */
export async function recordMatches(
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

export const groupBySearch = (matches: readonly Match[]) =>
  groupBy(
    matches,
    (match) => match.savedSearchId,
    (match) => match.vehicleId,
  );

/** Marks these searches' unsent matches as emailed (the digest took them all). */
export async function markEmailed(tx: Tx, siteId: number, searchIds: readonly number[], now: Date) {
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
export function searchEmails(
  run: RunContext,
  groups: Map<number, number[]>,
  digest: boolean,
): AlertOutboxRow[] {
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

/** The daily searches' matches not yet emailed, by search. */
export async function unsentDailyMatches(tx: Tx, siteId: number): Promise<Map<number, number[]>> {
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
