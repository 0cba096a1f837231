import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { seedIsolationSiteIds } from '@/server/db/testing/isolation-sites';
import { leads } from '@/server/db/schema';

const holder = vi.hoisted(() => ({ test: undefined as TestDatabase | undefined }));
vi.mock('@/server/db', () => ({ getDb: async () => holder.test!.db }));

const { POST } = await import('./route');

beforeAll(async () => {
  holder.test = await createTestDatabase();
  await seedIsolationSiteIds(holder.test.db);
});
afterAll(async () => holder.test!.close());

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
    expect(await holder.test!.db.select({ id: leads.id }).from(leads)).toEqual([]);
  });
});
