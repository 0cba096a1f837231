import { describe, expect, it } from 'vitest';
import type { LeadWithDelivery } from '@/server/leads/queries';
import { formatLeadsTable } from './leads-table';

const site = { slug: 'a-site', name: 'A Motors' };
const at = (iso: string) => new Date(iso);

const lead: LeadWithDelivery = {
  id: '11111111-2222-3333-4444-555555555555',
  createdAt: at('2026-03-02T01:00:00.123Z'),
  formType: 'enquiry',
  category: 'General Enquiry',
  name: 'Jo Citizen',
  email: 'jo@example.com',
  phone: null,
  vehicleId: 42,
  suspicionReasons: ['honeypot'],
  savedColumns: [],
  deliveries: [
    {
      channel: 'email',
      target: 'sales@dealer.test',
      status: 'sent',
      attempts: 1,
      nextAttemptAt: at('2026-03-02T01:01:00Z'),
      sentAt: at('2026-03-02T01:00:02Z'),
      lastError: null,
    },
    {
      channel: 'webhook',
      target: 'https://crm.example/in',
      status: 'pending',
      attempts: 3,
      nextAttemptAt: at('2026-03-02T01:30:00Z'),
      sentAt: null,
      lastError: 'HTTP 500',
    },
  ],
};

describe('formatLeadsTable', () => {
  it('lists each lead with its delivery states and the totals', () => {
    const second = { ...lead, suspicionReasons: [], deliveries: [], savedColumns: ['trade_in_valuation'] };
    expect(formatLeadsTable(site, [lead, second])).toBe(
      [
        'Leads of A Motors (a-site), newest first: 2',
        '',
        '2026-03-02 01:00:00Z  11111111-2222-3333-4444-555555555555  enquiry / General Enquiry  Jo Citizen <jo@example.com>  car 42  [flagged: honeypot]',
        '    email    sent     1 attempt   sent 2026-03-02 01:00:02Z  → sales@dealer.test',
        '    webhook  pending  3 attempts  next 2026-03-02 01:30:00Z  → https://crm.example/in  last error: HTTP 500',
        '2026-03-02 01:00:00Z  11111111-2222-3333-4444-555555555555  enquiry / General Enquiry  Jo Citizen <jo@example.com>  car 42',
        '    (no delivery channel configured)',
        '    saved under: trade_in_valuation',
        '',
        'Deliveries: sent 1, pending 1',
      ].join('\n'),
    );
  });

  it('shows control characters a buyer typed as \\uXXXX, so they neither forge lines nor drive the terminal', () => {
    const forged = {
      ...lead,
      name: 'Jo\n2026-03-02 00:00:00Z  fake lead\u001b[2J\u202e',
      suspicionReasons: [],
      deliveries: [{ ...lead.deliveries[1]!, lastError: 'HTTP 500\r\nok' }],
    };
    expect(formatLeadsTable(site, [forged]).split('\n').slice(2, 4)).toEqual([
      '2026-03-02 01:00:00Z  11111111-2222-3333-4444-555555555555  enquiry / General Enquiry  Jo\\u000a2026-03-02 00:00:00Z  fake lead\\u001b[2J\\u202e <jo@example.com>  car 42',
      '    webhook  pending  3 attempts  next 2026-03-02 01:30:00Z  → https://crm.example/in  last error: HTTP 500\\u000d\\u000aok',
    ]);
  });

  it('says so when the site has no leads', () => {
    expect(formatLeadsTable(site, [])).toBe('No leads for A Motors (a-site).');
  });
});
