import { describe, expect, it } from 'vitest';
import { renderLeadEmail } from './lead-messages';
import type { StoredLead } from './stored-lead';

/** A lead stored before control characters were dropped at the boundary, or by another client. */
const forged: StoredLead = {
  id: '11111111-2222-3333-4444-555555555555',
  createdAt: new Date('2026-03-02T01:00:00Z'),
  input: {
    siteId: 1,
    formType: 'enquiry',
    category: 'General Enquiry',
    subcategory: null,
    vehicleId: null,
    locationId: null,
    contact: { name: 'Jo\nPhone:      0400000000\u202e', email: 'jo@example.com', phone: null },
    message: 'Hi\nIs it free?\r\u001b[2J',
    fields: { trade: 'no\nLead id:    forged' },
    userData: {},
    consent: null,
    suspicion: [],
    idempotencyKey: 'k',
    fingerprint: '{}',
    ip: null,
    userAgent: null,
  },
  placement: {
    site: { id: 1, slug: 'a', name: 'A Motors' },
    vehicle: null,
    location: null,
    dealership: null,
  },
};

describe('renderLeadEmail: control characters (issue 14, finding 7)', () => {
  it('shows them as \\uXXXX so no value forges a line; the message keeps its own lines', () => {
    const email = renderLeadEmail(forged, 'sales@dealer.test', 'Australia/Brisbane');
    expect(email.subject).toBe('New General Enquiry lead from Jo Phone:      0400000000\\u202e');
    expect(email.text).toBe(
      [
        'Site:       A Motors',
        'Form:       enquiry',
        'Category:   General Enquiry',
        'Name:       Jo\\u000aPhone:      0400000000\\u202e',
        'Email:      jo@example.com',
        'Received:   2 Mar 2026, 11:00 am AEST',
        'Reference:  11111111',
        'Lead id:    11111111-2222-3333-4444-555555555555',
        '',
        'Message:',
        'Hi',
        'Is it free?\\u000d\\u001b[2J',
        '',
        'All fields:',
        '  trade: no\\u000aLead id:    forged',
        '',
      ].join('\n'),
    );
  });
});

const testDrive: StoredLead = {
  ...forged,
  input: {
    ...forged.input,
    formType: 'test_drive',
    category: 'Test Drive',
    contact: { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' },
    message: 'Is <b>Saturday</b> ok?',
    booking: { locationId: 3, startsAt: new Date('2026-03-07T00:30:00Z') },
    fields: {
      name: 'Jo Citizen',
      dateTime: '2026-03-07T10:30:00+10:00',
      vehicle: { make: 'Toyota', model: 'Corolla', stock_number: 'S1' },
      opt_in: false,
    },
    userData: {
      url: 'https://a.example/cars/corolla',
      source: 'google',
      visited_pages: ['/', '/cars/corolla'],
      linked_query_params: { utm_source: 'google', utm_campaign: 'spring sale' },
    },
  },
  placement: {
    ...forged.placement,
    vehicle: {
      id: 7,
      stocknum: 'S1',
      slug: '2022-toyota-corolla',
      year: 2022,
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent',
      price: 29990,
      carType: 'used',
    },
  },
  slot: 'held',
};

describe('renderLeadEmail: what the dealer needs (issue 17)', () => {
  const email = renderLeadEmail(testDrive, 'sales@dealer.test', 'Australia/Brisbane', 'https://a.example');

  it("shows the car's price and listing, the booked time in words and where the buyer came from", () => {
    expect(email.text).toContain('Price:      $29,990\n');
    expect(email.text).toContain('Listing:    https://a.example/cars/2022-toyota-corolla\n');
    expect(email.text).toContain('Test drive: Saturday 7 March 2026 at 10:30 am AEST\n');
    expect(email.text).toContain('Sent from:  https://a.example/cars/corolla\n');
    expect(email.text).toContain('Campaign:   utm_source: google, utm_campaign: spring sale\n');
    expect(email.text).toContain('Source:     google\n');
  });

  it('dumps no JSON and repeats no raw time, car object or contact field under All fields', () => {
    expect(email.text).not.toMatch(/[{}]/);
    expect(email.text).not.toContain('2026-03-07T10:30:00+10:00');
    expect(email.text).toContain('All fields:\n  opt_in: false\n');
    expect(email.text).not.toContain('  vehicle:');
    expect(email.text).not.toContain('  name:');
  });

  it("writes the booked time on the yard's clock when its state is known", () => {
    const atSydneyYard: StoredLead = {
      ...testDrive,
      placement: {
        ...testDrive.placement,
        location: { id: 3, dealershipId: 1, name: 'Newcastle', email: null, state: 'NSW' },
      },
    };
    const sydney = renderLeadEmail(atSydneyYard, 'sales@dealer.test', 'Australia/Brisbane');
    expect(sydney.text).toContain('Test drive: Saturday 7 March 2026 at 11:30 am AEDT\n');
  });

  it('leaves the listing out when the site address is unknown', () => {
    const bare = renderLeadEmail(testDrive, 'sales@dealer.test', 'Australia/Brisbane');
    expect(bare.text).not.toContain('Listing:');
  });

  it('has an HTML part with the same rows, links and the message escaped', () => {
    expect(email.html).toContain('<th scope="row"');
    expect(email.html).toContain(
      '<a href="https://a.example/cars/2022-toyota-corolla">https://a.example/cars/2022-toyota-corolla</a>',
    );
    expect(email.html).toContain('Saturday 7 March 2026 at 10:30 am AEST');
    expect(email.html).toContain('Is &lt;b&gt;Saturday&lt;/b&gt; ok?');
    expect(email.html).not.toContain('<b>Saturday</b>');
  });
});
