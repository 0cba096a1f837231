import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '@/server/db/schema';
import { isolationSiteContextsForThisFile } from '@/server/sites/testing/isolation-site-contexts';
import { loadCheckoutJourney } from './checkout-journey';
import { loadCheckoutPage } from './checkout-page';

const NOW = new Date('2026-11-27T01:00:00Z');
const test = isolationSiteContextsForThisFile({ now: NOW });

describe('the checkout page (B-11, B-12)', () => {
  it('shows the car, the deposit, the hold, the refund terms and the reserve form', async () => {
    const page = await loadCheckoutPage(test.db, test.siteA, 'shared-car-1', {}, NOW);
    expect(page).toMatchObject({
      car: { href: '/cars/shared-car-1', price: '$30,001' },
      deposit: '$200',
      holdHours: 48,
      payment: 'pay_at_dealership',
      cancelled: false,
    });
    expect(page?.car.title).toBe('2022 Toyota CANARYA7F3C Model1 CANARYA7F3C Badge CANARYA7F3C Series');
    // Paid at the dealership: no promise of a refund to a card (issue 37).
    expect(page?.refundTerms).toMatch(
      /^Nothing is paid online\. The deposit you pay at the dealership is fully/,
    );
    expect(page?.form?.kind).toBe('reserve');
    expect(page?.form?.car?.id).toBeGreaterThan(0);
  });

  it('has no form for a car that can no longer be reserved, and no page for another site’s car', async () => {
    await test.db.update(s.vehicles).set({ sold: true }).where(eq(s.vehicles.siteId, test.siteB.id));
    const sold = await loadCheckoutPage(test.db, test.siteB, 'shared-car-1', {}, NOW);
    expect(sold?.form).toBeNull();
    expect(await loadCheckoutPage(test.db, test.siteA, 'no-such-car', {}, NOW)).toBeNull();
    // Site A's page shows site A's car, whatever site B holds under the same slug.
    const own = await loadCheckoutPage(test.db, test.siteA, 'shared-car-1', {}, NOW);
    expect(own?.form).not.toBeNull();
    expect(JSON.stringify(own)).not.toContain('CANARYB9D21');
  });

  it('ignores a cancelled id that names no checkout of this car', async () => {
    const page = await loadCheckoutPage(
      test.db,
      test.siteA,
      'shared-car-2',
      { cancelled: 'not-a-uuid' },
      NOW,
    );
    expect(page?.cancelled).toBe(false);
  });
});

describe('the checkout journey (B-13)', () => {
  it('links trade-in, finance and delivery for the car named by its slug', async () => {
    const journey = await loadCheckoutJourney(test.db, test.siteA.id, 'shared-car-2');
    expect(journey.steps.map((step) => [step.title, step.href])).toEqual([
      ['Trade in your car', expect.stringMatching(/^\/cars\/trade-in\?car_id=\d+$/)],
      ['Arrange finance', expect.stringMatching(/^\/apply-for-finance\?preferredDealership=shared-dealer&/)],
      ['Delivery or pickup', '/cars/shared-car-2'],
    ]);
    expect(JSON.stringify(journey)).not.toContain('CANARYB9D21');
  });

  it('offers the steps without a car when the slug is unknown', async () => {
    const journey = await loadCheckoutJourney(test.db, test.siteA.id, 'no-such-car');
    expect(journey).toEqual({
      carTitle: null,
      steps: [
        expect.objectContaining({ key: 'tradeIn', href: '/trade-in' }),
        expect.objectContaining({ key: 'finance', href: '/apply-for-finance#finance-form' }),
      ],
    });
  });
});
