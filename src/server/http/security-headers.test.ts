import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_ANCESTORS_HEADER } from '@/domain/security/content-security-policy';
import { publishFrameAncestorsLookup, settleFrameAncestors } from './frame-ancestors-lookup';
import { setSecurityHeaders } from './security-headers';
import { log } from '@/server/logging';

let server: http.Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

type Answer = { headers: IncomingHttpHeaders; seen: string | undefined };

/** One loopback request through a server that does what scripts/serve.ts does before Next. */
async function answerFor(trustedHops: number, path: string, headers: IncomingHttpHeaders): Promise<Answer> {
  let seen: string | undefined;
  server = http.createServer((req, res) => {
    setSecurityHeaders(req, res, trustedHops);
    void settleFrameAncestors(req).then(() => {
      seen = req.headers[FRAME_ANCESTORS_HEADER] as string | undefined;
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const answer = await new Promise<IncomingHttpHeaders>((resolve, reject) =>
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) =>
        res.resume().on('end', () => resolve(res.headers)),
      )
      .on('error', reject),
  );
  return { headers: answer, seen };
}

const plain = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' };

describe('setSecurityHeaders (issue 14, finding 4)', () => {
  it('sends nosniff and the referrer policy on every answer, and no HSTS over plain HTTP', async () => {
    const { headers } = await answerFor(0, '/', {});
    expect(headers).toMatchObject(plain);
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores a client’s X-Forwarded-Proto with no trusted proxy', async () => {
    const { headers } = await answerFor(0, '/', { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the trusted proxy says the buyer came over HTTPS', async () => {
    const { headers } = await answerFor(1, '/api/search', { 'x-forwarded-proto': 'https' });
    expect(headers).toMatchObject({
      ...plain,
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
    });
    const viaHttp = await answerFor(1, '/', { 'x-forwarded-proto': 'https, http' });
    expect(viaHttp.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('settleFrameAncestors (decision 033)', () => {
  afterEach(() => publishFrameAncestorsLookup(async () => []));

  it('gives a page request the origins of its site, and drops the ones a client sent', async () => {
    publishFrameAncestorsLookup(async (host) =>
      host === 'framed.localhost' ? ['https://portal.example'] : [],
    );
    const forged = { [FRAME_ANCESTORS_HEADER]: 'https://evil.example' };
    expect((await answerFor(0, '/contact', { host: 'framed.localhost', ...forged })).seen).toBe(
      'https://portal.example',
    );
    expect((await answerFor(0, '/contact', { host: 'plain.localhost', ...forged })).seen).toBe('');
  });

  it('leaves assets, /api and /media without one (they carry no page policy)', async () => {
    publishFrameAncestorsLookup(async () => ['https://portal.example']);
    const forged = { host: 'framed.localhost', [FRAME_ANCESTORS_HEADER]: 'https://evil.example' };
    for (const path of ['/_next/static/chunks/a.js', '/api/search', '/media/logo/A/000000.svg']) {
      expect((await answerFor(0, path, forged)).seen, path).toBeUndefined();
    }
  });

  it('keeps the page unframeable when the site cannot be read', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    publishFrameAncestorsLookup(() => Promise.reject(new Error('database down')));
    const { seen } = await answerFor(0, '/contact', { host: 'framed.localhost' });
    expect(seen).toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
