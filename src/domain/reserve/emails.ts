import { formatMoney } from '@/domain/format/money';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';

/** What the buyer's reservation emails say about the car and who holds it. */
export type ReservationEmailFacts = {
  siteName: string;
  buyerName: string;
  carTitle: string;
  stocknum: string;
  /** Whole dollars. */
  amount: number;
  holdEndsAt: Date;
  timeZone: string;
  dealer: { name: string; phone: string | null; address: string | null };
  /** The reservation's own page (absolute). */
  reservationUrl: string;
  refundTerms: string;
};

function dealerLines({ dealer }: ReservationEmailFacts): string[] {
  return [
    dealer.name,
    ...(dealer.address ? [dealer.address] : []),
    ...(dealer.phone ? [`Phone: ${dealer.phone}`] : []),
  ];
}

function body(facts: ReservationEmailFacts, opening: string[]): string {
  const lines = [
    `Hi ${facts.buyerName},`,
    '',
    ...opening,
    '',
    `Car: ${facts.carTitle} (stock ${facts.stocknum})`,
    `Deposit: ${formatMoney(facts.amount)}`,
    `Held until: ${formatZonedDateTime(facts.holdEndsAt, facts.timeZone)}`,
    '',
    'Your dealer:',
    ...dealerLines(facts),
    '',
    `Your reservation: ${facts.reservationUrl}`,
    '',
    `Refund terms: ${facts.refundTerms}`,
    '',
    facts.siteName,
  ];
  return `${lines.join('\n')}\n`;
}

/** Pay at dealership: the car is held; the deposit is paid when the buyer visits (decision 046). */
export function payAtDealershipEmail(facts: ReservationEmailFacts): { subject: string; text: string } {
  return {
    subject: `Your reservation of the ${facts.carTitle}`,
    text: body(facts, [
      `The ${facts.carTitle} is reserved for you. Please pay the ${formatMoney(facts.amount)} deposit at the ` +
        'dealership: the dealer will contact you to confirm it.',
    ]),
  };
}

/** A card deposit was paid and the car is held (decision 046). */
export function depositPaidEmail(facts: ReservationEmailFacts): { subject: string; text: string } {
  return {
    subject: `Reserved: the ${facts.carTitle}`,
    text: body(facts, [
      `Thank you: we received your ${formatMoney(facts.amount)} deposit and the ${facts.carTitle} is reserved ` +
        'for you. The dealer will contact you to arrange the next steps.',
    ]),
  };
}

/** A card deposit arrived after the car was taken: it is refunded in full (decision 046). */
export function depositRefundedEmail(facts: ReservationEmailFacts): { subject: string; text: string } {
  const lines = [
    `Hi ${facts.buyerName},`,
    '',
    `Sorry: the ${facts.carTitle} was no longer available when your payment arrived, so it is not reserved ` +
      `for you. We have refunded your ${formatMoney(facts.amount)} deposit in full; it reaches your card ` +
      'within 5 to 10 business days.',
    '',
    'Your dealer:',
    ...dealerLines(facts),
    '',
    facts.siteName,
  ];
  return { subject: `Refund of your deposit for the ${facts.carTitle}`, text: `${lines.join('\n')}\n` };
}

export type ReservationBuyer = { name: string | null; email: string | null; phone: string | null };

/** The dealer's notice that a card deposit was paid and the car is now held for the buyer (decision 046). */
export function dealerDepositPaidEmail(
  facts: ReservationEmailFacts,
  buyer: ReservationBuyer,
  leadId: string,
): { subject: string; text: string } {
  const lines = [
    `${buyer.name ?? 'A buyer'} paid the ${formatMoney(facts.amount)} deposit by card for the ` +
      `${facts.carTitle} (stock ${facts.stocknum}).`,
    `The car is held for them until ${formatZonedDateTime(facts.holdEndsAt, facts.timeZone)}: please take it ` +
      'off sale and contact the buyer.',
    '',
    `Name:        ${buyer.name ?? ''}`,
    `Email:       ${buyer.email ?? ''}`,
    `Phone:       ${buyer.phone ?? ''}`,
    `Reservation: ${facts.reservationUrl}`,
    `Lead id:     ${leadId}`,
  ];
  return {
    subject: `Reserved online: deposit paid - ${facts.carTitle} (stock ${facts.stocknum})`,
    text: `${lines.join('\n')}\n`,
  };
}
