import { describe, expect, it } from 'vitest';
import { readJsonBody } from './read-json-body';

const request = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/events', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);

describe('readJsonBody', () => {
  it('reads JSON whatever the content type (sendBeacon may send text/plain)', async () => {
    expect(await readJsonBody(request('{"eventId":4}', { 'content-type': 'text/plain' }))).toEqual({
      ok: true,
      value: { eventId: 4 },
    });
  });

  it('refuses invalid JSON and an empty body', async () => {
    expect(await readJsonBody(request('{'))).toEqual({ ok: false, message: 'expected a JSON object' });
    expect(await readJsonBody(request(null))).toEqual({ ok: false, message: 'expected a JSON object' });
  });

  it('stops reading past the size limit, declared or not', async () => {
    const big = JSON.stringify({ eventId: 4, pad: 'x'.repeat(100) });
    expect(await readJsonBody(request(big), 50)).toEqual({ ok: false, message: 'expected at most 50 bytes' });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    expect(await readJsonBody(request(stream), 50)).toEqual({
      ok: false,
      message: 'expected at most 50 bytes',
    });
  });
});
