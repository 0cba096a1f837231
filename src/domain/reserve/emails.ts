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

/** Pay at dealership: the car is held; the deposit is paid when the buyer visits (issue 15). */
export function payAtDealershipEmail(facts: ReservationEmailFacts): { subject: string; text: string } {
  return {
    subject: `Your reservation of the ${facts.carTitle}`,
    text: body(facts, [
      `The ${facts.carTitle} is reserved for you. Please pay the ${formatMoney(facts.amount)} deposit at the ` +
        'dealership: the dealer will contact you to confirm it.',
    ]),
  };
}

/** A card deposit was paid and the car is held (issue 15). */
export function depositPaidEmail(facts: ReservationEmailFacts): { subject: string; text: string } {
  return {
    subject: `Reserved: the ${facts.carTitle}`,
    text: body(facts, [
      `Thank you: we received your ${formatMoney(facts.amount)} deposit and the ${facts.carTitle} is reserved ` +
        'for you. The dealer will contact you to arrange the next steps.',
    ]),
  };
}
