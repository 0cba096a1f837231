import { describe, expect, it } from 'vitest';
import { renderLeadEmail, type StoredLead } from './lead-messages';

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
