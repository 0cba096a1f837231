import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  UNKNOWN_QUOTE_MESSAGE,
  expiredQuoteMessage,
  readValuationAnswer,
  type OfferedEstimate,
} from '@/domain/trade-in';
import type { Database } from '@/server/db/client';
import { leads, vehicles } from '@/server/db/schema';

export type AcceptableQuote =
  { kind: 'valid'; id: string; estimate: OfferedEstimate } | { kind: 'refused'; message: string };

/**
 * The offer a buyer accepts, by its quote id (the valuation lead's id, decision 073): the figures stored with that
 * lead, while its term runs. Another site's lead, an unknown or malformed id, a lead without an offer, or one
 * past its expiry is refused with a message; the car is never valued again here.
 */
export async function loadAcceptableQuote(
  db: Database,
  site: { id: number; config: { timezone: string } },
  rawId: unknown,
  now: Date,
): Promise<AcceptableQuote> {
  const unknown = { kind: 'refused', message: UNKNOWN_QUOTE_MESSAGE } as const;
  const id = z.uuid().safeParse(rawId);
  if (!id.success) return unknown;
  const [row] = await db
    .select({ payload: leads.payload })
    .from(leads)
    .where(and(eq(leads.siteId, site.id), eq(leads.id, id.data), eq(leads.formType, 'trade_in')));
  const stored = row ? readValuationAnswer(row.payload.valuation) : null;
  if (stored?.kind !== 'estimate' || stored.expiresAt === null) return unknown;
  const expiresAt = new Date(stored.expiresAt);
  if (!(now.getTime() < expiresAt.getTime()))
    return { kind: 'refused', message: expiredQuoteMessage(expiresAt, site.config.timezone) };
  return { kind: 'valid', id: id.data, estimate: stored };
}

/** The advertised price of the site's car a trade-in is set against (H-40); null without one. */
export async function tradeInCarPrice(db: Database, siteId: number, vehicleId: number | null) {
  if (vehicleId === null) return null;
  const [row] = await db
    .select({ price: vehicles.price })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, vehicleId)));
  return row?.price != null && row.price > 0 ? row.price : null;
}
