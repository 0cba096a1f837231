import { describe, expect, it } from 'vitest';
import {
  dealerDepositPaidEmail,
  depositRefundedEmail,
  payAtDealershipEmail,
  type ReservationEmailFacts,
} from './emails';

const FACTS: ReservationEmailFacts = {
  siteName: 'Harbourside Motors',
  buyerName: 'Ana',
  carTitle: '2021 Toyota Corolla Ascent',
  stocknum: 'HB1234',
  amount: 200,
  holdEndsAt: new Date('2026-11-29T01:00:00.000Z'),
  timeZone: 'Australia/Sydney',
  dealer: { name: 'Harbourside Central', phone: '02 9000 0000', address: '1 Wharf Rd, Sydney NSW 2000' },
  reservationUrl: 'https://harbourside.example/reservations/abc',
  refundTerms: 'Fully refundable.',
};

describe('reservation emails (issue 15)', () => {
  it('confirms a hold paid at the dealership with the car, amount, dealer and hold end', () => {
    expect(payAtDealershipEmail(FACTS)).toEqual({
      subject: 'Your reservation of the 2021 Toyota Corolla Ascent',
      text: [
        'Hi Ana,',
        '',
        'The 2021 Toyota Corolla Ascent is reserved for you. Please pay the $200 deposit at the dealership: the dealer will contact you to confirm it.',
        '',
        'Car: 2021 Toyota Corolla Ascent (stock HB1234)',
        'Deposit: $200',
        'Held until: 29 Nov 2026, 12:00 pm AEDT',
        '',
        'Your dealer:',
        'Harbourside Central',
        '1 Wharf Rd, Sydney NSW 2000',
        'Phone: 02 9000 0000',
        '',
        'Your reservation: https://harbourside.example/reservations/abc',
        '',
        'Refund terms: Fully refundable.',
        '',
        'Harbourside Motors',
        '',
      ].join('\n'),
    });
  });

  it('tells the dealer who paid, for which car, until when', () => {
    const buyer = { name: 'Ana Lima', email: 'ana@example.com', phone: '0412345678' };
    const email = dealerDepositPaidEmail(FACTS, buyer, 'lead-1');
    expect(email.subject).toBe('Reserved online: deposit paid - 2021 Toyota Corolla Ascent (stock HB1234)');
    expect(email.text.split('\n').slice(0, 2)).toEqual([
      'Ana Lima paid the $200 deposit by card for the 2021 Toyota Corolla Ascent (stock HB1234).',
      'The car is held for them until 29 Nov 2026, 12:00 pm AEDT: please take it off sale and contact the buyer.',
    ]);
  });

  it('explains a refund without a hold end', () => {
    const email = depositRefundedEmail(FACTS);
    expect(email.subject).toBe('Refund of your deposit for the 2021 Toyota Corolla Ascent');
    expect(email.text).not.toContain('Held until');
    expect(email.text).toContain('We have refunded your $200 deposit in full');
  });
});
