import 'server-only';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AlertFrequency } from '@/domain/alerts/consent';
import type { CarStanding } from '@/domain/alerts/watched-car';
import type { SearchUrlContext } from '@/domain/search/url-types';
import { readSearchPath } from '@/domain/search/saved-search-path';
import type { Database } from '@/server/db/client';
import { alertConsents, alertSettings, savedSearches, watchlistEntries } from '@/server/db/schema';
import type { AlertSearch } from './search-matcher';

/** Where a buyer's alerts go: the address of their live consent, and the site address they gave it on. */
export type Recipient = { email: string; origin: string };
export type SubscribedSearch = AlertSearch & {
  userId: string;
  path: string;
  label: string;
  frequency: Exclude<AlertFrequency, 'off'>;
};
export type WatchedEntry = {
  userId: string;
  vehicleId: number;
  alertedPrice: number | null;
  alertedStanding: CarStanding | null;
};

/** Whether the row's buyer has a live consent: no alert is matched, let alone sent, without one. */
const consented = (
  siteId: number,
  userColumn: typeof savedSearches.userId | typeof watchlistEntries.userId,
) =>
  sql`exists (select 1 from ${alertConsents} c where c.site_id = ${siteId} and c.user_id = ${userColumn}
    and c.withdrawn_at is null)`;

/** Each consenting buyer's newest live consent: one recipient per buyer. */
export async function loadRecipients(db: Database, siteId: number): Promise<Map<string, Recipient>> {
  const rows = await db
    .select({ userId: alertConsents.userId, email: alertConsents.email, origin: alertConsents.origin })
    .from(alertConsents)
    .where(and(eq(alertConsents.siteId, siteId), isNull(alertConsents.withdrawnAt)))
    .orderBy(desc(alertConsents.givenAt), desc(alertConsents.id));
  const recipients = new Map<string, Recipient>();
  for (const row of rows) if (!recipients.has(row.userId)) recipients.set(row.userId, row);
  return recipients;
}

/**
 * The site's saved searches with alerts on and a live consent, each read into a search state against the
 * site's current URL lists (a search whose make has left the site's stock reads as none and is skipped).
 */
export async function loadSubscribedSearches(
  db: Database,
  siteId: number,
  ctx: SearchUrlContext,
): Promise<SubscribedSearch[]> {
  const rows = await db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      path: savedSearches.path,
      label: savedSearches.label,
      frequency: savedSearches.alertFrequency,
    })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.siteId, siteId),
        ne(savedSearches.alertFrequency, 'off'),
        consented(siteId, savedSearches.userId),
      ),
    );
  return rows.flatMap((row) => {
    const search = readSearchPath(row.path, ctx);
    if (!search || row.frequency === 'off') return [];
    return [{ ...row, frequency: row.frequency, state: search.state }];
  });
}

/** The watchlist entries of buyers who asked for watchlist alerts and consented. */
export async function loadWatchedEntries(db: Database, siteId: number): Promise<WatchedEntry[]> {
  return db
    .select({
      userId: watchlistEntries.userId,
      vehicleId: watchlistEntries.vehicleId,
      alertedPrice: watchlistEntries.alertedPrice,
      alertedStanding: watchlistEntries.alertedStanding,
    })
    .from(watchlistEntries)
    .innerJoin(
      alertSettings,
      and(
        eq(alertSettings.siteId, watchlistEntries.siteId),
        eq(alertSettings.userId, watchlistEntries.userId),
        eq(alertSettings.watchlist, true),
      ),
    )
    .where(and(eq(watchlistEntries.siteId, siteId), consented(siteId, watchlistEntries.userId)));
}
