import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { GARAGE_PATH } from '@/domain/account/garage-path';
import { signInHref } from '@/domain/account/sign-in-url';
import type { AlertsDto } from '@/domain/alerts/alerts-view';
import { ALERT_FREQUENCIES, ALERTS_SECTION_ID, alertConsentStatement } from '@/domain/alerts/consent';
import { dbIdSchema } from '@/domain/validation/db-values';
import { currentBuyer, type Buyer } from '@/server/auth/buyer-session';
import type { AccountAnswer, AccountRequest } from '@/server/auth/account-request';
import type { Database } from '@/server/db/client';
import type { Tx } from '@/server/db/transaction';
import { alertConsents, alertSettings, savedSearches } from '@/server/db/schema';

const changeSchema = z.discriminatedUnion('target', [
  z
    .object({
      target: z.literal('search'),
      id: dbIdSchema,
      frequency: z.enum(ALERT_FREQUENCIES),
    })
    .strict(),
  z.object({ target: z.literal('watchlist'), enabled: z.boolean() }).strict(),
]);

export const ALERT_ERRORS = {
  signedOut: 'Sign in to manage alerts.',
  noEmail: 'Alerts are sent by email. Add an email address to your account first.',
  noSearch: 'No such saved search',
} as const;

export async function loadAlerts(
  db: Database,
  siteId: number,
  siteName: string,
  buyer: Buyer,
): Promise<AlertsDto> {
  const [settings] = await db
    .select({ watchlist: alertSettings.watchlist })
    .from(alertSettings)
    .where(and(eq(alertSettings.siteId, siteId), eq(alertSettings.userId, buyer.id)));
  return {
    email: buyer.email,
    watchlist: settings?.watchlist ?? false,
    consentStatement: buyer.email ? alertConsentStatement(siteName, buyer.email) : null,
    addEmailHref: signInHref('alerts', `${GARAGE_PATH}#${ALERTS_SECTION_ID}`, GARAGE_PATH),
  };
}

/** The buyer's live consent to alerts at this address, recorded with the words shown if there is none yet. */
async function recordConsent(
  db: Tx,
  request: AccountRequest,
  siteName: string,
  buyer: Buyer & { email: string },
) {
  const [live] = await db
    .select({ id: alertConsents.id })
    .from(alertConsents)
    .where(
      and(
        eq(alertConsents.siteId, request.site.id),
        eq(alertConsents.userId, buyer.id),
        eq(alertConsents.email, buyer.email),
        isNull(alertConsents.withdrawnAt),
      ),
    )
    .orderBy(desc(alertConsents.givenAt))
    .limit(1);
  if (live) return;
  await db.insert(alertConsents).values({
    siteId: request.site.id,
    userId: buyer.id,
    email: buyer.email,
    statement: alertConsentStatement(siteName, buyer.email),
    origin: request.origin,
  });
}

/**
 * `POST /api/account/alerts` {target: 'search', id, frequency} | {target: 'watchlist', enabled}: turns one of
 * the signed-in buyer's alerts on or off. Turning one on records their consent (the words My Garage shows
 * beside the switch) when there is no live record for their address yet; both are written together.
 */
export async function changeAlert(
  request: AccountRequest,
  siteName: string,
  rawBody: unknown,
): Promise<AccountAnswer> {
  const body = changeSchema.safeParse(rawBody);
  if (!body.success) return { status: 400, body: { error: 'Invalid request' } };
  const buyer = await currentBuyer(request.db, request.site, request.origin, request.headers);
  if (!buyer) return { status: 401, body: { error: ALERT_ERRORS.signedOut } };
  const change = body.data;
  const turningOn = change.target === 'search' ? change.frequency !== 'off' : change.enabled;
  const { email } = buyer;
  if (turningOn && !email) return { status: 409, body: { error: ALERT_ERRORS.noEmail } };
  const siteId = request.site.id;
  return request.db
    .transaction(async (db) => {
      if (turningOn && email) await recordConsent(db, request, siteName, { ...buyer, email });
      if (change.target === 'watchlist') {
        await db
          .insert(alertSettings)
          .values({ siteId, userId: buyer.id, watchlist: change.enabled })
          .onConflictDoUpdate({
            target: [alertSettings.siteId, alertSettings.userId],
            set: { watchlist: change.enabled, updatedAt: new Date() },
          });
        return { status: 200, body: { watchlist: change.enabled } };
      }
      const updated = await db
        .update(savedSearches)
        .set({ alertFrequency: change.frequency, updatedAt: new Date() })
        .where(
          and(
            eq(savedSearches.siteId, siteId),
            eq(savedSearches.userId, buyer.id),
            eq(savedSearches.id, change.id),
          ),
        )
        .returning({ id: savedSearches.id });
      // Nothing changed: the consent written above goes too (no record without an alert it was given for).
      if (updated.length === 0) throw new NoSuchSearch();
      return { status: 200, body: { id: change.id, frequency: change.frequency } };
    })
    .catch((error: unknown) => {
      if (error instanceof NoSuchSearch) return { status: 404, body: { error: ALERT_ERRORS.noSearch } };
      throw error;
    });
}

class NoSuchSearch extends Error {}
