import { describe, expect, it, vi } from 'vitest';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { analyticsEvents } from '@/server/db/schema';

const test = isolationSitesForThisFile();
vi.mock('@/server/db', () => ({ getDb: async () => test.db }));

const { POST } = await import('./route');

const post = (host: string, body: string) =>
  POST(
    new Request(`http://${host}/api/events`, {
      method: 'POST',
      body,
      headers: { host, 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': '203.0.113.9' },
    }),
  );

describe('POST /api/events', () => {
  it("stores the event under the host's site and answers 204 with no body", async () => {
    const responseA = await post('isolation-a.test', JSON.stringify({ eventId: 49, path: '/search' }));
    const responseB = await post('isolation-b.test', JSON.stringify({ eventId: 61 }));
    expect([responseA.status, responseB.status]).toEqual([204, 204]);
    expect(await responseA.text()).toBe('');
    const rows = await test.db
      .select({ siteId: analyticsEvents.siteId, eventId: analyticsEvents.eventId })
      .from(analyticsEvents)
      .orderBy(analyticsEvents.id);
    expect(rows).toEqual([
      { siteId: test.siteA, eventId: 49 },
      { siteId: test.siteB, eventId: 61 },
    ]);
  });

  it('is a 400 naming the field for personal data or a bad body', async () => {
    const personal = await post('isolation-a.test', JSON.stringify({ eventId: 22, email: 'a@b.co' }));
    expect(personal.status).toBe(400);
    expect(await personal.json()).toEqual({
      error: 'Invalid event',
      fieldErrors: { email: 'Personal data is not accepted' },
    });
    const broken = await post('isolation-a.test', '{"eventId":');
    expect(await broken.json()).toEqual({
      error: 'Invalid event',
      fieldErrors: { body: 'expected a JSON object' },
    });
  });

  it('is a 413 for a body over 4 KB', async () => {
    const huge = await post('isolation-a.test', JSON.stringify({ eventId: 49, path: '/'.repeat(5_000) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({
      error: 'Request too large',
      fieldErrors: { body: 'expected at most 4096 bytes' },
    });
  });

  it('is a 404 for an unknown host', async () => {
    const response = await post('nobody.test', JSON.stringify({ eventId: 49 }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Unknown site' });
  });
});
