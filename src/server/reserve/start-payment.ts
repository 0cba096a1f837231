import 'server-only';
import { checkoutHref } from '@/domain/cards/action-links';
import { reservationPath } from '@/domain/reserve';
import type { Database } from '@/server/db/client';
import { carTitle } from '@/server/lead-forms/load-form';
import { log } from '@/server/logging';
import { PaymentProviderUnavailableError } from '@/server/providers/payments';
import { abandonCheckout, recordCheckoutPage } from './reservation-store';
import type { ReserveLeadPlan } from './reserve-lead';

/**
 * After the reserve lead's commit: where the buyer goes next. Paying at the dealership, the reservation's page
 * (the car is already held). Paying by card, the provider's payment page, opened with the reservation's id as
 * its idempotency key; when it cannot be opened the checkout is abandoned (the car is free again) and the
 * buyer's page says so: the lead is stored and on its way to the dealer either way.
 */
export async function startReservationPayment(
  db: Database,
  plan: ReserveLeadPlan,
  context: { siteId: number; origin: string; now: Date },
): Promise<string> {
  const { reservation } = plan;
  const ownPage = reservationPath(reservation.id);
  if (plan.provider.name === 'pay_at_dealership') return ownPage;
  const { siteId, origin, now } = context;
  try {
    const started = await plan.provider.start({
      siteId,
      reservationId: reservation.id,
      amountCents: reservation.amountCents,
      currency: 'aud',
      description: `Deposit to reserve the ${carTitle(plan.car)} (stock ${plan.car.stocknum})`,
      customerEmail: plan.input.contact.email ?? '',
      successUrl: `${origin}${ownPage}`,
      cancelUrl: `${origin}${checkoutHref(plan.car.slug, plan.config.vehicle.checkoutRouteStyle)}?cancelled=${reservation.id}`,
      expiresAt: reservation.expiresAt,
    });
    if (started.kind === 'pay_later') return ownPage;
    await recordCheckoutPage(db, siteId, reservation.id, started, now);
    return started.url;
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailableError)) throw error;
    log.warn(
      { err: error, siteId, reservationId: reservation.id },
      'payment page not opened; checkout abandoned',
    );
    await abandonCheckout(db, siteId, reservation.id, now);
    return ownPage;
  }
}
