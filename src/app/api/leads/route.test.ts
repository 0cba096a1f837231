import { describe, expect, it, vi } from 'vitest';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { leads } from '@/server/db/schema';
import { loadLeadForm } from '@/server/lead-forms/load-form';
import { loadSiteContext } from '@/server/sites/site-context';

const test = isolationSitesForThisFile();
vi.mock('@/server/db', () => ({ getDb: async () => test.db }));

const { POST } = await import('./route');

/** A 1 MB chunked upload (no Content-Length) in 1 KB pulls, counting what the server asked for. */
function megabyteUpload() {
  const seen = { pulls: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      seen.pulls += 1;
      controller.enqueue(new TextEncoder().encode(seen.pulls === 1 ? '{"pad":"' : 'x'.repeat(1_024)));
      if (seen.pulls === 1_024) controller.close();
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://isolation-a.test/api/leads', {
      method: 'POST',
      body,
      headers: { host: 'isolation-a.test', 'content-type': 'application/json', ...headers },
      duplex: 'half',
    } as RequestInit),
  );

const tooLarge = { error: 'Request too large', fieldErrors: { body: 'expected at most 65536 bytes' } };

describe('POST /api/leads body limit', () => {
  it('answers 413 for a chunked body past 64 KB and stops reading it there', async () => {
    const { stream, seen } = megabyteUpload();
    const response = await post(stream);
    // 65,536 bytes are 64 pulls of 1 KB; the stream may run a pull or two ahead, never to the end.
    expect(seen.pulls).toBeLessThanOrEqual(70);
    expect(seen.cancelled).toBe(true);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
  });

  it('answers 413 for a declared Content-Length past 64 KB', async () => {
    const response = await post('{}', { 'content-length': '65537' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
  });

  it('stores nothing for either', async () => {
    expect(await test.db.select({ id: leads.id }).from(leads)).toEqual([]);
  });
});

describe('POST /api/leads hard limit (decision 035)', () => {
  it('answers 429 with Retry-After once an address has sent 20 submissions in ten minutes', async () => {
    const db = test.db;
    const form = await loadLeadForm(db, await loadSiteContext(db, test.siteA), {
      kind: 'enquiry',
      carId: null,
    });
    const buyer = { name: 'Sam', email: 'sam@example.com', phone: '0412345678', message: 'Hello' };
    const fields = { ...form!.setup.initialValues, ...buyer };
    // Without a proof of work each is a 400, but each still counts: the limit is met before the captcha.
    const send = (n: number) =>
      post(
        JSON.stringify({
          form_type: 'enquiry',
          idempotency_key: `route-limit-key-${String(n).padStart(4, '0')}`,
          fields,
        }),
        { 'x-forwarded-for': '198.51.100.90' },
      );
    // Only the clock of the limiter's window is frozen, so the wait is exact.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-26T02:00:00Z'));
      const answers = [];
      for (let n = 1; n <= 20; n += 1) {
        const response = await send(n);
        answers.push(`${response.status} ${((await response.json()) as { error: string }).error}`);
      }
      expect(new Set(answers)).toEqual(new Set(['400 Captcha verification failed. Please try again.']));
      vi.setSystemTime(new Date('2026-11-26T02:01:00Z'));
      const refused = await send(21);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('540');
      expect(await refused.json()).toEqual({
        error: 'Too many submissions from this address. Please try again in 9 minutes.',
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await db.select({ id: leads.id }).from(leads)).toEqual([]);
  });
});
