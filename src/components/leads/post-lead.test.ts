import { describe, expect, it, vi } from 'vitest';
import type { LeadRequestBody } from '@/domain/lead-forms/request';
import { postLead } from './post-lead';

const BODY: LeadRequestBody = {
  form_type: 'enquiry',
  idempotency_key: '000102030405060708090a0b0c0d0eff',
  car_id: null,
  offer_id: null,
  location_id: null,
  fields: { name: 'Jo' },
  user_data: {
    url: 'http://a.localhost/contact',
    source: null,
    visited_pages: ['/contact'],
    linked_query_params: {},
  },
  captcha: 'payload',
  homepage_url: '',
  opened_at: 1,
};

describe('postLead', () => {
  it('posts the contract body as JSON to /api/leads', async () => {
    const fetchDouble = vi.fn(async () => Response.json({ lead_id: 'L1' }, { status: 201 }));
    expect(await postLead(BODY, ['name'], fetchDouble)).toEqual({ kind: 'success', leadId: 'L1' });
    expect(fetchDouble).toHaveBeenCalledWith('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BODY),
    });
  });

  it('reads a non-JSON error page by its status', async () => {
    const fetchDouble = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await postLead(BODY, ['name'], fetchDouble)).toEqual({
      kind: 'failed',
      message: 'An unexpected error occured',
      retry: 'resend',
    });
  });

  it('turns a request that got no answer into the H-24 message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchDouble = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postLead(BODY, ['name'], fetchDouble)).toEqual({
      kind: 'failed',
      message: 'An error occurred when submitting this form',
      retry: 'resend',
    });
    warn.mockRestore();
  });
});
