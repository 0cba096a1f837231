import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { reservations, sites, vehicles } from '@/server/db/schema';
import { submitLead } from '@/server/leads/submit-lead';
import { reservationHold } from '@/server/reserve/reserve-lead';
import { depositCents, checkoutEndsAt } from '@/domain/reserve';

export const CHAOS_WEBHOOK_SECRET = 'whsec_chaosreservesecret';

/** One buyer at Stripe's checkout: what the webhook sender needs to say the deposit was paid. */
export type ChaosCheckout = {
  siteId: number;
  host: string;
  reservationId: string;
  vehicleId: number;
  providerRef: string;
  paymentRef: string;
  /** The deposit as stored on the reservation: the webhook must name exactly it (decision 077, point 3). */
  amountCents: number;
  currency: string;
};

/** The site takes card deposits through Stripe, with the chaos run's webhook secret (its API is never called). */
async function takeCardsWithStripe(db: Database, site: { id: number; configOverrides: unknown }) {
  const layer = (site.configOverrides ?? {}) as Record<string, unknown>;
  const payments = {
    provider: 'stripe',
    secretKey: 'sk_test_chaosreserve',
    webhookSecret: CHAOS_WEBHOOK_SECRET,
    apiBase: 'https://api.stripe.test',
  };
  await db
    .update(sites)
    .set({ configOverrides: { ...layer, payments } })
    .where(eq(sites.id, site.id));
}

/**
 * `count` buyers, each at checkout for another car of the first demo site, opened the way the app opens them:
 * a reserve lead whose transaction opens the reservation (submitLead), then the Stripe session's id recorded
 * (as if Stripe had answered; the app is never asked to reach Stripe during the run). The webhook applies only
 * to that session, for the deposit stored with it, so each checkout carries what its event must say.
 */
export async function openChaosCheckouts(
  db: Database,
  count: number,
  runId: string,
): Promise<ChaosCheckout[]> {
  const [site] = await db.select().from(sites).orderBy(asc(sites.id)).limit(1);
  if (!site) throw new Error('no demo site');
  await takeCardsWithStripe(db, site);
  const cars = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.siteId, site.id),
        inArray(vehicles.status, ['in_stock']),
        eq(vehicles.sold, false),
        eq(vehicles.reserved, false),
        gt(vehicles.price, 200),
      ),
    )
    .orderBy(asc(vehicles.id))
    .limit(count);
  if (cars.length < count) throw new Error(`only ${cars.length} reservable cars on ${site.slug}`);
  const now = new Date();
  const checkouts: ChaosCheckout[] = [];
  for (const [index, car] of cars.entries()) {
    const reservationId = crypto.randomUUID();
    const tag = `${runId}-${index}`;
    const result = await submitLead(
      db,
      {
        siteId: site.id,
        formType: 'reserve',
        category: 'Vehicle Reservation',
        subcategory: null,
        vehicleId: car.id,
        locationId: null,
        // A buyer of their own each: one sender holds at most 2 open reservations (decision 046).
        contact: {
          name: `Chaos Buyer ${index}`,
          email: `chaos${index}@example.com`,
          phone: `04${String(index).padStart(8, '0')}`,
        },
        message: null,
        fields: { reservation_id: reservationId },
        userData: {},
        consent: null,
        suspicion: [],
        idempotencyKey: `chaos-reserve-${tag}`,
        fingerprint: tag,
        ip: null,
        userAgent: 'chaos-reserve',
        hold: reservationHold({
          id: reservationId,
          provider: 'stripe',
          amountCents: depositCents(200),
          expiresAt: checkoutEndsAt(now),
          checkoutMinPrice: 200,
          siteOrigin: `http://${site.slug}.localhost`,
          buyerEmail: null,
        }),
      },
      now,
    );
    if (result.kind !== 'created' || result.reservation !== 'opened') {
      const outcome = result.kind === 'created' ? result.reservation : result.kind;
      throw new Error(`reservation ${index} not opened: ${outcome}`);
    }
    const providerRef = `cs_test_chaos_${tag}`;
    const [stored] = await db
      .update(reservations)
      .set({ providerRef })
      .where(eq(reservations.id, reservationId))
      .returning({ amountCents: reservations.amountCents, currency: reservations.currency });
    if (!stored) throw new Error(`reservation ${index} not found after opening it`);
    const paymentRef = `pi_chaos_${tag}`;
    checkouts.push({
      siteId: site.id,
      host: `${site.slug}.localhost`,
      reservationId,
      vehicleId: car.id,
      providerRef,
      paymentRef,
      ...stored,
    });
  }
  return checkouts;
}
