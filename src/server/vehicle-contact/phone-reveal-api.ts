import 'server-only';
import { and, eq } from 'drizzle-orm';
import { isoDateInTimeZone } from '@/domain/format/date';
import { phoneRevealLimitMessage, phoneRevealRequestSchema } from '@/domain/vehicle/contact/api';
import type { Database } from '@/server/db/client';
import { phoneReveals, vehicles } from '@/server/db/schema';
import type { CountingLimiter } from '@/server/rate-limit/rate-limits';
import { consumeAddressLimit } from '@/server/rate-limit/address-limit';
import { revealLimiter } from './reveal-limit';

export type PhoneRevealResponse =
  | { status: 200; body: { counted: boolean } }
  | { status: 400; body: { error: 'Invalid request' } }
  | { status: 404; body: { error: 'Not found' } }
  | { status: 429; body: { error: string }; retryAfterSeconds: number };

/** Who is asking: the client's address (past the trusted proxies); tests may pass their own limiter. */
export type PhoneRevealClient = { ip: string | null; limiter?: CountingLimiter };

/**
 * D-68 `POST /api/phone-reveal`: records that a visitor revealed the dealer's number of one of this site's
 * cars, once per visitor, car and day (the site's calendar day). The site is the request's host and the
 * dealership the car's own; another site's car id is a 404 and stores nothing. Each address may post
 * PHONE_REVEAL_LIMIT reveals per site and window; beyond that it is a 429 and nothing is stored.
 */
export async function handlePhoneRevealApi(
  db: Database,
  site: { id: number; config: { timezone: string } },
  body: unknown,
  now = new Date(),
  client: PhoneRevealClient = { ip: null },
): Promise<PhoneRevealResponse> {
  const parsed = phoneRevealRequestSchema.safeParse(body);
  if (!parsed.success) return { status: 400, body: { error: 'Invalid request' } };
  // Counted before the car is looked up, so probing other ids is limited too.
  // A limiter failure lets the reveal go on: the number must show whatever happens (D-71).
  const limiter = client.limiter ?? revealLimiter(db);
  const limit = await consumeAddressLimit(limiter, site.id, client.ip, 'phone reveal');
  if (!limit.ok) {
    const error = phoneRevealLimitMessage(limit.retryAfterSeconds);
    return { status: 429, body: { error }, retryAfterSeconds: limit.retryAfterSeconds };
  }
  const { car_id: carId, visitor } = parsed.data;
  const [car] = await db
    .select({ id: vehicles.id, dealershipId: vehicles.dealershipId })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, site.id), eq(vehicles.id, carId)));
  if (!car) return { status: 404, body: { error: 'Not found' } };
  const inserted = await db
    .insert(phoneReveals)
    .values({
      siteId: site.id,
      vehicleId: car.id,
      dealershipId: car.dealershipId,
      visitor,
      day: isoDateInTimeZone(now, site.config.timezone),
      createdAt: now,
    })
    .onConflictDoNothing({
      target: [phoneReveals.siteId, phoneReveals.vehicleId, phoneReveals.visitor, phoneReveals.day],
    })
    .returning({ vehicleId: phoneReveals.vehicleId });
  return { status: 200, body: { counted: inserted.length === 1 } };
}
