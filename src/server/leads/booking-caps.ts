import 'server-only';
import { createHash } from 'node:crypto';
import { and, count, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { contactKeys } from '@/domain/anti-spam/contact-keys';
import { decideSlotHold, type SlotHold } from '@/domain/leads';
import type { Tx } from '@/server/db/transaction';
import { testDriveBookings } from '@/server/db/schema';

/** A booking's sender keys: hashes of the normalised email, phone and client IP, never the values. */
export type BookingKeys = { emailKey: string | null; phoneKey: string | null; ipKey: string | null };

const hashKey = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

export function bookingKeys(contact: { email: string | null; phone: string | null }, ip: string | null) {
  const keys: BookingKeys = { emailKey: null, phoneKey: null, ipKey: null };
  // contactKeys normalises as the rate limits do: 'A@B.com ' is a@b.com, '+61 412…' is 0412….
  for (const key of contactKeys(contact)) {
    if (key.startsWith('email:')) keys.emailKey = hashKey(key);
    else keys.phoneKey = hashKey(key);
  }
  const address = ip?.trim().toLowerCase();
  if (address) keys.ipKey = hashKey(`ip:${address}`);
  return keys;
}

/**
 * Serialises the bookings (and reservations) of one sender on one site until COMMIT: a transaction-scoped advisory lock per key
 * (site id, first 32 bits of the key's hash), taken in ascending order so two senders sharing keys cannot
 * deadlock. Without it two concurrent bookings would both count one open booking and both be held.
 */
export async function lockSenderKeys(tx: Tx, siteId: number, keys: BookingKeys) {
  const ids = [keys.emailKey, keys.phoneKey, keys.ipKey]
    .filter((key): key is string => key !== null)
    .map((key) => Number.parseInt(key.slice(0, 8), 16) | 0);
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(${siteId}::int4, ${id}::int4)`);
  }
}

async function countOpen(tx: Tx, siteId: number, match: SQL | undefined, now: Date): Promise<number> {
  if (!match) return 0;
  const [row] = await tx
    .select({ n: count() })
    .from(testDriveBookings)
    .where(and(eq(testDriveBookings.siteId, siteId), gt(testDriveBookings.startsAt, now), match));
  return row?.n ?? 0;
}

/**
 * Inside the lead's transaction, before the slot insert: the sender's open bookings on this site (slot after
 * `now`; a cancelled booking is a deleted row) against the caps of decision 032. The lock is held to COMMIT,
 * so the count and the insert that follows are one step for every other booking of the same sender.
 */
export async function checkBookingCaps(
  tx: Tx,
  siteId: number,
  keys: BookingKeys,
  now: Date,
): Promise<Extract<SlotHold, 'held' | 'contact_cap' | 'ip_cap'>> {
  await lockSenderKeys(tx, siteId, keys);
  const contact = [
    keys.emailKey === null ? null : eq(testDriveBookings.emailKey, keys.emailKey),
    keys.phoneKey === null ? null : eq(testDriveBookings.phoneKey, keys.phoneKey),
  ].filter((condition): condition is SQL => condition !== null);
  const open = {
    contact: await countOpen(tx, siteId, contact.length > 0 ? or(...contact) : undefined, now),
    ip: await countOpen(
      tx,
      siteId,
      keys.ipKey === null ? undefined : eq(testDriveBookings.ipKey, keys.ipKey),
      now,
    ),
  };
  return decideSlotHold(open);
}
