import { describe, expect, it } from 'vitest';
import { reservationStatusView, type ReservationStatusFacts } from './status-view';

const facts = (
  status: ReservationStatusFacts['status'],
  neverReachedPayment = false,
): ReservationStatusFacts => ({
  status,
  neverReachedPayment,
  carTitle: '2021 Toyota Corolla Ascent',
  deposit: '$200',
  holdEnds: '29 Nov 2026, 12:00 pm AEDT',
});

describe("the buyer's reservation page (issue 15)", () => {
  it('says the car is held, and how the deposit is paid', () => {
    expect(reservationStatusView(facts('pending_payment'))).toEqual({
      tone: 'success',
      heading: 'Reserved for you',
      text: 'The 2021 Toyota Corolla Ascent is held for you until 29 Nov 2026, 12:00 pm AEDT. Pay the $200 deposit at the dealership: the dealer will contact you to confirm.',
    });
    expect(reservationStatusView(facts('held')).text).toBe(
      'We received your $200 deposit. The 2021 Toyota Corolla Ascent is held for you until 29 Nov 2026, 12:00 pm AEDT.',
    );
  });

  it('waits for a payment not confirmed yet', () => {
    expect(reservationStatusView(facts('checkout'))).toMatchObject({
      tone: 'waiting',
      heading: 'Waiting for your payment',
    });
  });

  it('tells an unpaid checkout from one that never reached the payment page', () => {
    expect(reservationStatusView(facts('abandoned')).text).toBe(
      'The payment was not completed, so the car is not reserved and nothing was charged.',
    );
    expect(reservationStatusView(facts('abandoned', true)).text).toBe(
      'Card payment was not available, so the car is not reserved and nothing was charged. Your details were sent to the dealer, who will contact you shortly.',
    );
  });

  it('says a late payment is being, then has been, refunded', () => {
    expect(reservationStatusView(facts('refund_pending')).text).toBe(
      'Sorry: the 2021 Toyota Corolla Ascent was no longer available when your payment arrived. Your $200 deposit is being refunded to your card.',
    );
    expect(reservationStatusView(facts('refunded')).text).toContain(
      'Your $200 deposit has been refunded to your card.',
    );
    expect(reservationStatusView(facts('expired'))).toEqual({
      tone: 'ended',
      heading: 'Reservation ended',
      text: 'Your hold on the 2021 Toyota Corolla Ascent has ended.',
    });
  });
});
