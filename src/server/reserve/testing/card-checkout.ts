import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SiteConfig } from '@/config';
import { RESERVE_TERMS_FIELD } from '@/domain/leads';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { seedIsolationSiteIds } from '@/server/db/testing/isolation-sites';
import * as s from '@/server/db/schema';
import { postLeadForTest } from '@/server/lead-intake/testing';
import { createPayAtDealershipProvider, createStripePaymentProvider } from '@/server/providers/payments';
import {
  startFakeStripe,
  type FakeCheckoutSession,
  type FakeStripe,
} from '@/server/providers/payments/testing/fake-stripe';
import { loadSiteContext, type SiteContext } from '@/server/sites/site-context';
import type { ReserveDependencies } from '../reserve-lead';

/**
 * Two isolation sites taking card deposits through a local fake Stripe (site A's webhook secret is the fake's),
 * site A's cars by id, and the reserve dependencies that reach the fake: the card payment tests' world.
 */
export type CardCheckoutWorld = {
  test: TestDatabase;
  fake: FakeStripe;
  siteA: SiteContext;
  siteB: SiteContext;
  cars: number[];
  deps: ReserveDependencies;
  close: () => Promise<void>;
};

export async function createCardCheckoutWorld(
  now: Date,
  secrets: { siteA: string; siteB: string },
): Promise<CardCheckoutWorld> {
  const test = await createTestDatabase();
  const fake = await startFakeStripe({ webhookSecret: secrets.siteA });
  const acceptCardsByStripe = async (siteId: number, webhookSecret: string) => {
    const payments = {
      provider: 'stripe',
      secretKey: 'sk_test_fakekey',
      webhookSecret,
      apiBase: fake.apiBase,
    };
    await test.db.update(s.sites).set({ configOverrides: { payments } }).where(eq(s.sites.id, siteId));
  };
  const [idA, idB] = await seedIsolationSiteIds(test.db, now);
  await acceptCardsByStripe(idA!, secrets.siteA);
  await acceptCardsByStripe(idB!, secrets.siteB);
  const rows = await test.db
    .select({ id: s.vehicles.id })
    .from(s.vehicles)
    .where(eq(s.vehicles.siteId, idA!));
  const options = { resolve: fake.resolve, allowPrivateAddresses: true };
  const deps: ReserveDependencies = {
    paymentProviderFor: (config: SiteConfig) =>
      config.payments.provider === 'stripe'
        ? createStripePaymentProvider(config.payments, options)
        : createPayAtDealershipProvider(),
  };
  return {
    test,
    fake,
    siteA: await loadSiteContext(test.db, idA!),
    siteB: await loadSiteContext(test.db, idB!),
    cars: rows.map((row) => row.id).sort((a, b) => a - b),
    deps,
    close: async () => {
      await fake.close();
      await test.close();
    },
  };
}

/** For one test file: the card payment tests' world, made before its tests and closed after them. */
export function cardCheckoutWorldForThisFile(
  now: Date,
  secrets: { siteA: string; siteB: string },
): CardCheckoutWorld {
  const world = {} as CardCheckoutWorld;
  beforeAll(async () => {
    Object.assign(world, await createCardCheckoutWorld(now, secrets));
  });
  afterAll(() => world.close());
  return world;
}
/**
 * The next buyer of site A reserves `carId` by card (buyer `number`, its own key, address and captcha): the
 * reservation in checkout and the session the platform opened at the fake Stripe.
 */
export async function startCardCheckout(
  world: CardCheckoutWorld,
  now: Date,
  buyer: { number: number; label: string },
  carId: number,
): Promise<{ reservation: typeof s.reservations.$inferSelect; session: FakeCheckoutSession }> {
  const { test, siteA, fake, deps } = world;
  const { number, label } = buyer;
  const payload = {
    form_type: 'reserve',
    car_id: carId,
    idempotency_key: `${label.toLowerCase()}-reserve-key-${String(number).padStart(6, '0')}`,
    fields: {
      name: `${label} Buyer ${number}`,
      email: `${label.toLowerCase()}${number}@example.com`,
      phone: `0413 000 ${String(100 + number)}`,
      postcode: '4000',
      [RESERVE_TERMS_FIELD]: true,
      opt_in: false,
    },
    user_data: {},
    homepage_url: '',
    opened_at: now.getTime() - 60_000,
  };
  const request = { now, ip: `198.51.100.${number}`, origin: 'https://a.test', reserve: deps };
  const response = await postLeadForTest(test.db, siteA, payload, request);
  expect(response.status).toBe(201);
  const [reservation] = await test.db
    .select()
    .from(s.reservations)
    .where(and(eq(s.reservations.vehicleId, carId), eq(s.reservations.status, 'checkout')));
  return { reservation: reservation!, session: fake.sessions.get(reservation!.providerRef!)! };
}
