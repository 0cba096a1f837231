import { describe, expect, it } from 'vitest';
import { leadRequestSchema } from './lead-request';

const request = {
  form_type: 'test_drive',
  car_id: '42',
  idempotency_key: 'abcdefghijklmnop',
  fields: { name: 'Sam', opt_in: false },
  user_data: { url: '/cars/x' },
  captcha: 'payload',
  homepage_url: '',
  opened_at: 1_700_000_000_000,
};

describe('leadRequestSchema', () => {
  it('reads ids from numbers or numeric strings, and empty ids as none', () => {
    const parsed = leadRequestSchema.parse({ ...request, location_id: '' });
    expect([parsed.car_id, parsed.location_id, parsed.offer_id]).toEqual([42, null, null]);
    expect(leadRequestSchema.parse({ ...request, offer_id: 7 }).offer_id).toBe(7);
  });

  it('refuses fields the server derives itself', () => {
    for (const derived of ['dealership_slug', 'category', 'consent', 'offer_title'])
      expect(leadRequestSchema.safeParse({ ...request, [derived]: 'x' }).success).toBe(false);
  });

  it('refuses an unknown form and a short idempotency key', () => {
    const unknown = leadRequestSchema.safeParse({ ...request, form_type: 'checkout' });
    expect(unknown.error?.issues[0]?.message).toBe('Unknown form');
    const short = leadRequestSchema.safeParse({ ...request, idempotency_key: 'abc' });
    expect(short.error?.issues[0]?.message).toBe('Invalid idempotency key');
  });

  it('refuses attribution nested deeper than the database drivers can write (issue 38)', () => {
    let pages: unknown = '/cars/x';
    for (let level = 0; level < 31_000; level += 1) pages = [pages];
    const deep = leadRequestSchema.safeParse({ ...request, user_data: { source: 'google', pages } });
    expect(deep.error?.issues.map((issue) => issue.message)).toEqual([
      'user_data is nested more than 32 deep',
    ]);
    const shallow = { source: 'google', pages: ['/cars/x', '/search'], params: { utm_source: 'x' } };
    expect(leadRequestSchema.parse({ ...request, user_data: shallow }).user_data).toEqual(shallow);
  });
});
