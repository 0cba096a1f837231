import 'server-only';
import type { Database } from '@/server/db/client';
import { log } from '@/server/logging';
import { PaymentProviderUnavailableError, type PaymentProvider } from '@/server/providers/payments';
import { applyPaidPayment } from './confirm-payment';
import { refundDeposit } from './refund-deposit';
import { abandonCheckout, type ReservationRow } from './reservation-store';

export type SettleMode =
  /** The buyer's return: a payment found is applied; an open page is left open. */
  | 'look'
  /** The sweeper, after the page's window and grace: whatever is not paid now is let go. */
  | 'close';

/**
 * Asks the provider what became of a checkout (decision 046): a paid one is applied as its webhook would be (the
 * webhook may be lost, or come after a crash), an expired one lets the car go, and with `close` an open one is
 * closed at the provider first so no late payment lands on a car already let go. Reconciliation at start-up
 * and the sweeper use it; so does the reservation page when the buyer comes back before the webhook.
 */
export async function settleCheckout(
  db: Database,
  reservation: ReservationRow,
  provider: PaymentProvider,
  mode: SettleMode,
  now: Date,
): Promise<void> {
  const { siteId, id } = reservation;
  if (reservation.status !== 'checkout') return;
  if (reservation.providerRef === null) {
    // No payment page was opened (or its id never stored): the buyer cannot have paid.
    if (mode === 'close') await abandonCheckout(db, siteId, id, now);
    return;
  }
  try {
    const state = await provider.lookup(reservation.providerRef);
    if (state.state === 'paid') {
      const paid = {
        reservationId: id,
        paymentRef: state.paymentRef,
        amountCents: state.amountCents,
        eventId: null,
      };
      const outcome = await applyPaidPayment(db, siteId, provider.name, paid, now);
      if (outcome === 'refund-owed') await refundDeposit(db, siteId, id, provider, now);
      return;
    }
    if (state.state === 'open' && mode === 'look') return;
    if (state.state === 'open') await provider.cancel(reservation.providerRef);
    await abandonCheckout(db, siteId, id, now);
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailableError)) throw error;
    log.warn(
      { err: error, siteId, reservationId: id },
      'checkout not settled; the provider could not be reached',
    );
  }
}
