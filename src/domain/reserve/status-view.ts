import type { ReservationStatus } from './reservation';

/** What the buyer's reservation page says of each status (decision 046): a heading and one line. */
export type ReservationStatusView = { tone: 'success' | 'waiting' | 'ended'; heading: string; text: string };

export type ReservationStatusFacts = {
  status: ReservationStatus;
  /** No payment page was ever opened (the provider could not be reached). */
  neverReachedPayment: boolean;
  carTitle: string;
  deposit: string;
  /** The hold's end on the site's clock ('27 Nov 2026, 9:30 am AEDT'). */
  holdEnds: string;
};

export function reservationStatusView(facts: ReservationStatusFacts): ReservationStatusView {
  const { carTitle, deposit, holdEnds } = facts;
  switch (facts.status) {
    case 'pending_payment':
      return {
        tone: 'success',
        heading: 'Reserved for you',
        text: `The ${carTitle} is held for you until ${holdEnds}. Pay the ${deposit} deposit at the dealership: the dealer will contact you to confirm.`,
      };
    case 'held':
      return {
        tone: 'success',
        heading: 'Reserved for you',
        text: `We received your ${deposit} deposit. The ${carTitle} is held for you until ${holdEnds}.`,
      };
    case 'checkout':
      return {
        tone: 'waiting',
        heading: 'Waiting for your payment',
        text: 'We have not received confirmation of your payment yet. This page shows the reservation as soon as it arrives.',
      };
    case 'abandoned':
      return facts.neverReachedPayment
        ? {
            tone: 'ended',
            heading: 'Not reserved',
            text: 'Card payment was not available, so the car is not reserved and nothing was charged. Your details were sent to the dealer, who will contact you shortly.',
          }
        : {
            tone: 'ended',
            heading: 'Not reserved',
            text: 'The payment was not completed, so the car is not reserved and nothing was charged.',
          };
    case 'expired':
      return { tone: 'ended', heading: 'Reservation ended', text: `Your hold on the ${carTitle} has ended.` };
    case 'refund_pending':
    case 'refunded':
      return {
        tone: 'ended',
        heading: 'Not reserved',
        text: `Sorry: the ${carTitle} was no longer available when your payment arrived. Your ${deposit} deposit ${facts.status === 'refunded' ? 'has been' : 'is being'} refunded to your card.`,
      };
  }
}
