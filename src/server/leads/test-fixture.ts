import { count } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import * as s from '@/server/db/schema';
import type { LeadInput } from './types';

export const WEBHOOK_SECRET = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;
export const WEBHOOK_URL = 'https://hooks.dealer.example/leads';

/**
 * A site with two dealerships, one location each (emails north@… and west@…), and one car at each.
 * `overrides` and `dealerOverrides` (the second dealership) are config layers, e.g. a lead webhook.
 */
export async function insertLeadSite(
  db: Database,
  options: { slug: string; overrides?: Record<string, unknown>; dealerOverrides?: Record<string, unknown> },
) {
  const [site] = await db
    .insert(s.sites)
    .values({ slug: options.slug, name: `${options.slug} Motors`, configOverrides: options.overrides ?? {} })
    .returning();
  const siteId = site!.id;
  const dealers = await db
    .insert(s.dealerships)
    .values([
      { siteId, slug: 'north', name: 'North Motors' },
      { siteId, slug: 'west', name: 'West Motors', configOverrides: options.dealerOverrides ?? {} },
    ])
    .returning();
  const locations = await db
    .insert(s.locations)
    .values([
      {
        siteId,
        dealershipId: dealers[0]!.id,
        name: 'Brisbane Yard',
        slug: 'bne',
        email: 'north@dealer.test',
      },
      { siteId, dealershipId: dealers[1]!.id, name: 'Perth Yard', slug: 'per', email: 'west@dealer.test' },
    ])
    .returning();
  const cars = await db
    .insert(s.vehicles)
    .values(
      [0, 1].map((n) => ({
        siteId,
        dealershipId: dealers[n]!.id,
        locationId: locations[n]!.id,
        slug: `car-${n}`,
        stocknum: `S${n}`,
        year: 2021 + n,
        make: 'Toyota',
        model: n === 0 ? 'Corolla' : 'HiLux',
        badge: 'SR',
        price: 25_000 + n,
        carType: 'used',
      })),
    )
    .returning();
  return {
    siteId,
    dealershipIds: dealers.map((d) => d.id),
    locationIds: locations.map((l) => l.id),
    vehicleIds: cars.map((c) => c.id),
  };
}

let keyCounter = 0;

/** A valid enquiry for `siteId`, with a fresh idempotency key unless one is given. */
export function leadInput(siteId: number, overrides: Partial<LeadInput> = {}): LeadInput {
  keyCounter += 1;
  return {
    siteId,
    formType: 'enquiry',
    category: 'General Enquiry',
    subcategory: null,
    vehicleId: null,
    locationId: null,
    contact: { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' },
    message: 'Is it still available?',
    fields: { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' },
    userData: { url: '/contact' },
    consent: null,
    suspicion: [],
    idempotencyKey: `test-key-${keyCounter.toString().padStart(8, '0')}`,
    fingerprint: `{"n":${keyCounter}}`,
    ip: '203.0.113.9',
    userAgent: 'Vitest',
    ...overrides,
  };
}

/** Rows in every table a lead writes, for "nothing stored" assertions. */
export async function countLeadRows(db: Database) {
  const tables = {
    leads: s.leads,
    idempotencyKeys: s.idempotencyKeys,
    outbox: s.leadOutbox,
    consent: s.consentRecords,
  };
  const counts = { leads: 0, idempotencyKeys: 0, outbox: 0, consent: 0 };
  for (const name of Object.keys(tables) as (keyof typeof tables)[]) {
    const [row] = await db.select({ n: count() }).from(tables[name]);
    counts[name] = row!.n;
  }
  return counts;
}
