import { describe, expect, it } from 'vitest';
import {
  acceptedOfferOf,
  acceptedOfferRows,
  buyerCategory,
  confirmationMessage,
  confirmationNextStep,
  nextSteps,
  referenceLine,
  successMessage,
  unheldReservationMessage,
  whatHappensNext,
} from './confirmation';

describe('successMessage (H-21)', () => {
  it('names the stored category', () => {
    expect(successMessage('Test Drive')).toBe(
      'Thank you for your Test Drive. We have received it and will be in touch shortly.',
    );
  });

  it('reads as an enquiry without one', () => {
    expect(successMessage(null)).toBe(
      'Thank you for your enquiry. We have received it and will be in touch shortly.',
    );
    expect(successMessage('  ')).toContain('your enquiry.');
  });
});

describe('whatHappensNext', () => {
  it('says what a test drive needs', () => {
    expect(whatHappensNext('test_drive')).toBe(
      'We will contact you to confirm your test drive. Please bring your driver licence when you visit.',
    );
  });

  it('falls back to the enquiry text for any other form', () => {
    expect(whatHappensNext('enquiry')).toBe(
      'Our team will contact you during business hours to answer your enquiry.',
    );
    expect(whatHappensNext('something-new')).toBe(whatHappensNext('enquiry'));
  });
});

describe('referenceLine', () => {
  it('quotes the reference', () => {
    expect(referenceLine('3F2A9C1B')).toBe('Your reference number is 3F2A9C1B.');
  });
});

describe('nextSteps', () => {
  const links = { financeHref: '/finance', tradeInHref: '/trade-in', similarHref: '/search/toyota' };

  it('offers finance, trade-in and similar cars in that order', () => {
    expect(nextSteps({ formType: 'test_drive', ...links })).toEqual([
      { key: 'finance', label: 'Apply for finance', href: '/finance' },
      { key: 'tradeIn', label: 'Value your trade-in', href: '/trade-in' },
      { key: 'similar', label: 'See similar cars', href: '/search/toyota' },
    ]);
  });

  it('does not offer what the lead already was', () => {
    expect(nextSteps({ formType: 'finance', ...links }).map((step) => step.key)).toEqual([
      'tradeIn',
      'similar',
    ]);
    expect(nextSteps({ formType: 'quick_trade_in', ...links }).map((step) => step.key)).toEqual([
      'finance',
      'similar',
    ]);
  });

  it('leaves out a link the site does not have', () => {
    expect(
      nextSteps({ formType: 'enquiry', financeHref: null, tradeInHref: '/trade-in', similarHref: null }),
    ).toEqual([{ key: 'tradeIn', label: 'Value your trade-in', href: '/trade-in' }]);
  });
});

describe('buyerCategory', () => {
  it('is the careers form its buyer sent, though stored as a General Enquiry (H-15)', () => {
    expect(buyerCategory('careers', 'General Enquiry')).toBe('Careers Enquiry');
    expect(buyerCategory('enquiry', 'General Enquiry')).toBe('General Enquiry');
  });
});

describe('acceptedOfferOf (decision 073)', () => {
  it("reads an acceptance's figure and the car's price less it from the stored fields", () => {
    expect(acceptedOfferOf({ accepted_offer: '$26,400', reduced_price: '$3,590' })).toEqual({
      offer: '$26,400',
      reducedPrice: '$3,590',
      exceedsPriceBy: null,
    });
    const exceeding = acceptedOfferOf({ accepted_offer: '$26,400', offer_exceeds_price_by: '$1,400' })!;
    expect(acceptedOfferRows(exceeding)).toEqual([
      ['Trade-in offer accepted', '$26,400'],
      ['Your offer exceeds the price by', '$1,400'],
    ]);
    expect(acceptedOfferRows(acceptedOfferOf({ accepted_offer: '$26,400' })!)).toEqual([
      ['Trade-in offer accepted', '$26,400'],
    ]);
  });

  it('is null for any other lead', () => {
    expect(acceptedOfferOf({})).toBeNull();
    expect(acceptedOfferOf({ accepted_offer: 26_400 })).toBeNull();
    expect(acceptedOfferOf({ offer_price: 26_400 })).toBeNull();
  });
});

describe('a reserve lead that holds nothing (issue 38, decision 046)', () => {
  const car = { title: '2022 Toyota Corolla Ascent', priceText: '$29,990', image: null, href: null };
  const reserve = { formType: 'reserve', category: 'Vehicle Reservation', buyerName: 'Jo Citizen', car };

  it('says the dealer will confirm, never thanks for a reservation', () => {
    expect(confirmationMessage({ ...reserve, hasReservation: false })).toBe(
      'Thanks, Jo Citizen. We have your request to reserve this 2022 Toyota Corolla Ascent; nothing is held yet: the dealer will confirm by email or phone.',
    );
    expect(confirmationNextStep({ ...reserve, hasReservation: false })).toBe(
      'The dealer will check that the car is still available and contact you about reserving it. No deposit has been taken.',
    );
  });

  it('reads well without a name or a car', () => {
    expect(unheldReservationMessage(' ', null)).toBe(
      'Thanks. We have your request to reserve this car; nothing is held yet: the dealer will confirm by email or phone.',
    );
  });

  it('leaves a reservation that was opened, and every other lead, as H-21 has them', () => {
    expect(confirmationMessage({ ...reserve, hasReservation: true })).toBe(
      successMessage('Vehicle Reservation'),
    );
    expect(confirmationNextStep({ ...reserve, hasReservation: true })).toBe(whatHappensNext('reserve'));
    const testDrive = { ...reserve, formType: 'test_drive', category: 'Test Drive', hasReservation: null };
    expect(confirmationMessage(testDrive)).toBe(successMessage('Test Drive'));
    expect(confirmationNextStep(testDrive)).toBe(whatHappensNext('test_drive'));
  });
});
