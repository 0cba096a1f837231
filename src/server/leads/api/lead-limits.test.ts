import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as s from '@/server/db/schema';
import { loadLeadForm } from '@/server/lead-forms/load-form';
import type { SiteContext } from '@/server/sites/site-context';
import { isolationSiteContextsForThisFile } from '@/server/sites/testing/isolation-site-contexts';
import { countLeadRows } from '../test-fixture';
import { postLeadForTest } from '@/server/lead-intake/testing';

// Issue 14, finding 8 (decision 035), with the platform's default limits.
const NOW = new Date('2026-03-02T01:00:00Z');
const test = isolationSiteContextsForThisFile({ now: NOW });
afterEach(() => vi.useRealTimers());

let keys = 0;
type Contact = { email: string; phone: string };

/** An enquiry as the browser sends it (postLeadForTest adds the solved proof of work for the site). */
async function enquiry(site: SiteContext, contact: Contact) {
  keys += 1;
  const form = await loadLeadForm(test.db, site, { kind: 'enquiry', carId: null });
  const fields = { ...form!.setup.initialValues, name: 'Sam Buyer', message: 'Hello', ...contact };
  return {
    form_type: 'enquiry',
    car_id: null,
    idempotency_key: `limits-test-key-${String(keys).padStart(6, '0')}`,
    fields,
    homepage_url: '',
    opened_at: Date.now() - 20_000,
  };
}

async function post(site: SiteContext, ip: string, contact: Contact) {
  return postLeadForTest(test.db, site, await enquiry(site, contact), { now: new Date(), ip });
}

const ownContact = (): Contact => ({ email: `buyer${keys}@example.com`, phone: '0412 345 678' });

const leadIdOf = (reply: Awaited<ReturnType<typeof post>>) => (reply.body as { lead_id: string }).lead_id;

describe('POST /api/leads limits (decision 035)', () => {
  it('answers the 21st lead from one address in ten minutes 429 with the wait, and stores nothing', async () => {
    // Only the clock of the limiter's window is frozen, so the waits are exact.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const address = '198.51.100.70';
    const statuses = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await post(test.siteA, address, ownContact())).status);
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 201));
    const before = await countLeadRows(test.db);
    expect(await post(test.siteA, address, ownContact())).toEqual({
      status: 429,
      body: { error: 'Too many submissions from this address. Please try again in 10 minutes.' },
      retryAfterSeconds: 600,
    });
    vi.setSystemTime(NOW.getTime() + 270_000);
    expect(await post(test.siteA, address, ownContact())).toEqual({
      status: 429,
      body: { error: 'Too many submissions from this address. Please try again in 6 minutes.' },
      retryAfterSeconds: 330,
    });
    expect(await countLeadRows(test.db)).toEqual(before);
    // Another address on site A, and the same address on site B, are counted apart.
    expect((await post(test.siteA, '198.51.100.71', ownContact())).status).toBe(201);
    expect((await post(test.siteB, address, ownContact())).status).toBe(201);
  });

  it("does not flag a buyer's lead because someone else sent the buyer's email and phone", async () => {
    const buyer = { email: 'real.buyer@example.com', phone: '0433 222 111' };
    const spam = [];
    for (let i = 0; i < 4; i += 1) spam.push(leadIdOf(await post(test.siteA, '198.51.100.80', buyer)));
    const own = leadIdOf(await post(test.siteA, '203.0.113.81', buyer));
    const flags = async (ids: string[]) =>
      (
        await test.db
          .select({ id: s.leads.id, reasons: s.leads.suspicionReasons })
          .from(s.leads)
          .where(inArray(s.leads.id, ids))
      )
        .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
        .map((row) => row.reasons);
    // The sender's own fourth use of the contact within ten minutes is flagged; the buyer's lead is not.
    expect(await flags(spam)).toEqual([[], [], [], ['rate_limited']]);
    const [lead] = await test.db.select().from(s.leads).where(eq(s.leads.id, own));
    expect(lead).toMatchObject({ isSuspicious: false, suspicionReasons: [] });
  });
});
