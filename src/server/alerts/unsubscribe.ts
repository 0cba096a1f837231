import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { alertConsents, alertOutbox, alertSettings, savedSearches } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';
import { loadUnsubscribeSigner, type UnsubscribeGrant, type UnsubscribeScope } from './unsubscribe-token';

/** What an unsubscribe link stops, in words for its page: 'alerts for “Used Kia cars”'. */
export type UnsubscribeOffer = { grant: UnsubscribeGrant; what: string };

export const ALL_ALERTS = 'all alert emails';

async function describeScope(db: Database, siteId: number, grant: UnsubscribeGrant): Promise<string> {
  const { scope } = grant;
  if (scope.kind === 'all') return ALL_ALERTS;
  if (scope.kind === 'watchlist') return 'watchlist alerts';
  const [search] = await db
    .select({ label: savedSearches.label })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.siteId, siteId),
        eq(savedSearches.userId, grant.userId),
        eq(savedSearches.id, scope.searchId),
      ),
    );
  return search ? `alerts for “${search.label}”` : 'alerts for a search you have since deleted';
}

/** The link's offer, or null when the token is not one this site signed. */
export async function readUnsubscribeOffer(
  db: Database,
  siteId: number,
  token: string,
): Promise<UnsubscribeOffer | null> {
  const grant = (await loadUnsubscribeSigner(db, siteId)).read(token);
  return grant ? { grant, what: await describeScope(db, siteId, grant) } : null;
}

/** Alert emails of this kind still waiting for this buyer are dropped with the alerts: none goes out after. */
async function dropWaiting(tx: Tx, siteId: number, userId: string, scope: UnsubscribeScope) {
  const kind =
    scope.kind === 'all'
      ? sql`true`
      : scope.kind === 'watchlist'
        ? sql`${alertOutbox.kind} = 'watchlist'`
        : sql`${alertOutbox.kind} = 'saved-search' and ${alertOutbox.payload}->>'savedSearchId' = ${String(scope.searchId)}`;
  await tx
    .delete(alertOutbox)
    .where(
      and(
        eq(alertOutbox.siteId, siteId),
        eq(alertOutbox.userId, userId),
        eq(alertOutbox.status, 'pending'),
        kind,
      ),
    );
}

async function turnOffWatchlist(tx: Tx, siteId: number, userId: string) {
  await tx
    .update(alertSettings)
    .set({ watchlist: false, updatedAt: new Date() })
    .where(and(eq(alertSettings.siteId, siteId), eq(alertSettings.userId, userId)));
}

/**
 * Stops what the grant covers, at once and for good (RFC 8058 asks no confirmation of a one-click POST):
 * one search's alerts, the watchlist's, or all of them, which also withdraws the buyer's consent. Stopping
 * what is stopped already changes nothing.
 */
export async function applyUnsubscribe(db: Database, siteId: number, grant: UnsubscribeGrant, now: Date) {
  const { userId, scope } = grant;
  const ofBuyer = and(eq(savedSearches.siteId, siteId), eq(savedSearches.userId, userId));
  await db.transaction(async (tx) => {
    if (scope.kind === 'search' || scope.kind === 'all') {
      await tx
        .update(savedSearches)
        .set({ alertFrequency: 'off', updatedAt: now })
        .where(scope.kind === 'search' ? and(ofBuyer, eq(savedSearches.id, scope.searchId)) : ofBuyer);
    }
    if (scope.kind === 'watchlist' || scope.kind === 'all') await turnOffWatchlist(tx, siteId, userId);
    if (scope.kind === 'all') {
      await tx
        .update(alertConsents)
        .set({ withdrawnAt: now })
        .where(
          and(
            eq(alertConsents.siteId, siteId),
            eq(alertConsents.userId, userId),
            isNull(alertConsents.withdrawnAt),
          ),
        );
    }
    await dropWaiting(tx, siteId, userId, scope);
  });
}
