import { describe, expect, it } from 'vitest';
import type { LeadConfirmation } from './confirmation';
import { renderConfirmationEmail } from './confirmation-email';

const testDrive: LeadConfirmation = {
  reference: '3F2A9C1B',
  formType: 'test_drive',
  category: 'Test Drive',
  buyerName: 'Jo Citizen',
  car: {
    title: '2022 Toyota Corolla Ascent',
    priceText: '$29,990',
    image: { url: '/demo/corolla.svg', alt: '2022 Toyota Corolla Ascent' },
    href: '/cars/2022-toyota-corolla',
  },
  offerTitle: null,
  acceptedOffer: null,
  message: 'Can I bring my dog?\n<b>Yes</b>',
  booking: {
    when: 'Saturday 28 November 2026 at 10:30 am AEST',
    locationName: 'Harbourside Toyota',
    address: '1 Hunter St, Newcastle NSW 2300',
    confirmed: true,
  },
  hasReservation: null,
  contact: {
    name: 'Harbourside Toyota',
    phone: '02 4900 0000',
    hours: [{ days: 'Mon-Fri', hours: '8:30 am - 5:30 pm' }],
  },
  nextSteps: [{ key: 'finance', label: 'Apply for finance', href: '/finance' }],
};

const options = {
  origin: 'https://harbourside.example',
  receiptUrl: 'https://harbourside.example/success?ref=x',
};

describe('renderConfirmationEmail of an accepted trade-in offer (decision 073)', () => {
  const accepted: LeadConfirmation = {
    ...testDrive,
    formType: 'trade_in',
    category: 'Trade-In Valuation',
    booking: null,
    message: null,
    acceptedOffer: { offer: '$26,400', reducedPrice: '$3,590', exceedsPriceBy: null },
  };

  it('repeats the accepted figure and the price less it, in text and HTML', () => {
    const email = renderConfirmationEmail(accepted, options);
    expect(email.text).toContain('  Trade-in offer accepted: $26,400\n  Price after your trade-in: $3,590\n');
    expect(email.html).toContain('Trade-in offer accepted');
    expect(email.html).toContain('$3,590');
    const withoutCar = renderConfirmationEmail(
      {
        ...accepted,
        car: null,
        acceptedOffer: { offer: '$26,400', reducedPrice: null, exceedsPriceBy: null },
      },
      options,
    );
    expect(withoutCar.text).toContain('  Trade-in offer accepted: $26,400\n');
    expect(withoutCar.text).not.toContain('Price after your trade-in');
  });
});

describe('renderConfirmationEmail', () => {
  const email = renderConfirmationEmail(testDrive, options);

  it('names the category, the dealer and the reference in the subject', () => {
    expect(email.subject).toBe('Your Test Drive with Harbourside Toyota: reference 3F2A9C1B');
  });

  it('writes what was sent, what happens next and how to reach the dealer as plain text', () => {
    expect(email.text).toContain(
      'Thank you for your Test Drive. We have received it and will be in touch shortly.',
    );
    expect(email.text).toContain('Your reference number is 3F2A9C1B.');
    expect(email.text).toContain('  Car: 2022 Toyota Corolla Ascent ($29,990)\n');
    expect(email.text).toContain('  Listing: https://harbourside.example/cars/2022-toyota-corolla\n');
    expect(email.text).toContain('  Test drive: Saturday 28 November 2026 at 10:30 am AEST\n');
    expect(email.text).toContain('  Where: Harbourside Toyota, 1 Hunter St, Newcastle NSW 2300\n');
    expect(email.text).toContain('We will contact you to confirm your test drive.');
    expect(email.text).toContain('Phone: 02 4900 0000\n');
    expect(email.text).toContain('  Mon-Fri: 8:30 am - 5:30 pm\n');
    expect(email.text).toContain('  Apply for finance: https://harbourside.example/finance\n');
    expect(email.text).toContain('See your enquiry online: https://harbourside.example/success?ref=x\n');
  });

  it('escapes what the buyer typed in the HTML part', () => {
    expect(email.html).toContain('Can I bring my dog?\n&lt;b&gt;Yes&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Yes</b>');
  });

  it('shows the photo and links on the site origin in the HTML part', () => {
    expect(email.html).toContain('<img src="https://harbourside.example/demo/corolla.svg"');
    expect(email.html).toContain(
      '<a href="https://harbourside.example/cars/2022-toyota-corolla">View this car</a>',
    );
    expect(email.html).toContain(
      '<a href="https://harbourside.example/success?ref=x">See your enquiry online</a>',
    );
  });

  it('says when the time still needs the dealer to confirm it', () => {
    const unconfirmed = renderConfirmationEmail(
      { ...testDrive, booking: { ...testDrive.booking!, confirmed: false } },
      options,
    );
    const notice =
      'Your requested test-drive time is not booked yet: the dealer will contact you to confirm it.';
    expect(unconfirmed.text).toContain(notice);
    expect(unconfirmed.html).toContain(notice);
    expect(email.text).not.toContain(notice);
  });

  it('keeps a typed name from breaking the subject or the greeting into lines', () => {
    const odd = renderConfirmationEmail(
      {
        ...testDrive,
        buyerName: 'Jo\r\nBcc: x@example.com',
        contact: { ...testDrive.contact, name: 'A\nB' },
      },
      options,
    );
    expect(odd.subject).not.toMatch(/[\r\n]/);
    expect(odd.text.startsWith('Hi Jo Bcc: x@example.com,\n')).toBe(true);
  });

  it('leaves out the car, booking and steps a general enquiry has none of', () => {
    const plain = renderConfirmationEmail(
      {
        ...testDrive,
        formType: 'enquiry',
        category: 'General Enquiry',
        car: null,
        booking: null,
        nextSteps: [],
        message: null,
      },
      options,
    );
    expect(plain.text).not.toContain('Car:');
    expect(plain.text).not.toContain('calendar');
    expect(plain.html).not.toContain('<img');
    expect(plain.text).toContain('Our team will contact you during business hours to answer your enquiry.');
  });
});
