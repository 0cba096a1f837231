import { describe, expect, it } from 'vitest';
import { bodyTooLargeResponse, readJsonBody, readTextBody } from './read-body';

const request = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/events', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

/** A chunked upload that never ends by itself: 1,000 bytes per pull, counting pulls and noting a cancel. */
function endlessUpload() {
  const seen = { pulls: 0, bytes: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      seen.pulls += 1;
      seen.bytes += 1_000;
      controller.enqueue(new Uint8Array(1_000).fill(0x20));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe('readJsonBody', () => {
  it('reads JSON whatever the content type (sendBeacon may send text/plain)', async () => {
    expect(await readJsonBody(request('{"eventId":4}', { 'content-type': 'text/plain' }))).toEqual({
      ok: true,
      value: { eventId: 4 },
    });
  });

  it('calls invalid JSON and an empty body malformed', async () => {
    const malformed = { ok: false, reason: 'malformed', message: 'expected a JSON object' };
    expect(await readJsonBody(request('{'))).toEqual(malformed);
    expect(await readJsonBody(request(null))).toEqual(malformed);
  });

  it('calls a body past the size limit too large, declared or not', async () => {
    const big = JSON.stringify({ eventId: 4, pad: 'x'.repeat(100) });
    const tooLarge = { ok: false, reason: 'too-large', maxBytes: 50 };
    expect(await readJsonBody(request(big), 50)).toEqual(tooLarge);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    expect(await readJsonBody(request(stream), 50)).toEqual(tooLarge);
  });
});

describe('readTextBody', () => {
  it('reads a body within the limit as text, and no body as empty text', async () => {
    expect(await readTextBody(request('héllo'), 6)).toEqual({ ok: true, text: 'héllo' });
    expect(await readTextBody(request(null), 6)).toEqual({ ok: true, text: '' });
  });

  it('refuses a declared Content-Length over the limit without reading a byte', async () => {
    const { stream, seen } = endlessUpload();
    const result = await readTextBody(request(stream, { 'content-length': '5001' }), 5_000);
    expect(result).toEqual({ ok: false, reason: 'too-large', maxBytes: 5_000 });
    expect(seen.bytes).toBeLessThanOrEqual(1_000);
  });

  it('stops reading an endless chunked body just past the limit and cancels the upload', async () => {
    const { stream, seen } = endlessUpload();
    const result = await readTextBody(request(stream), 5_000);
    expect(result).toEqual({ ok: false, reason: 'too-large', maxBytes: 5_000 });
    expect(seen.cancelled).toBe(true);
    // Six chunks cross 5,000 bytes; the stream may have pulled one more ahead, never the whole upload.
    expect(seen.pulls).toBeLessThanOrEqual(8);
  });
});

describe('bodyTooLargeResponse', () => {
  it('is a 413 with a JSON error naming the limit', async () => {
    const response = bodyTooLargeResponse(65_536);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'Request too large',
      fieldErrors: { body: 'expected at most 65536 bytes' },
    });
  });
});
