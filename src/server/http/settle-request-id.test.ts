import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { serveLogged } from '@/server/logging/log-request';
import { captureLog } from '@/server/logging/testing';
import { settleRequestId } from './settle-request-id';

let server: http.Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The production server's order (scripts/serve.ts): settle the id, then serve the request in its log
 * context. The handler logs before and after an await, and what it saw as the request's header.
 */
async function startServer(trustIncoming: boolean) {
  const captured = captureLog();
  server = http.createServer((req, res) => {
    const requestId = settleRequestId(req, res, trustIncoming);
    serveLogged(
      requestId,
      res,
      async () => {
        captured.logger.info({ header: req.headers['x-request-id'] }, 'handler started');
        await new Promise((resolve) => setTimeout(resolve, 5));
        captured.logger.warn('handler finished');
        res.end('ok');
      },
      captured.logger,
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, lines: captured.lines };
}

function get(port: number, headers: IncomingHttpHeaders = {}): Promise<string> {
  return new Promise((resolve, reject) =>
    http
      .get({ host: '127.0.0.1', port, headers }, (res) =>
        res.resume().on('end', () => resolve(String(res.headers['x-request-id']))),
      )
      .on('error', reject),
  );
}

describe('settleRequestId (issue 14, finding 5)', () => {
  it('gives each request a new id, on the answer and on every line the request logs', async () => {
    const { port, lines } = await startServer(false);
    const [first, second] = await Promise.all([get(port), get(port)]);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
    const byId = (id: string) => lines().filter((line) => line.requestId === id);
    for (const id of [first, second]) {
      expect(byId(id).map((line) => [line.msg, line.header])).toEqual([
        ['handler started', id],
        ['handler finished', undefined],
      ]);
    }
    expect(lines()).toHaveLength(4);
  });

  it("ignores a client's id when nothing trusted sets it", async () => {
    const { port } = await startServer(false);
    const answered = await get(port, { 'x-request-id': 'client-chosen-id-1' });
    expect(answered).toMatch(UUID);
  });

  it('keeps a well-formed id from a trusted proxy and replaces a malformed one', async () => {
    const { port, lines } = await startServer(true);
    expect(await get(port, { 'x-request-id': 'proxy-id-0123456789' })).toBe('proxy-id-0123456789');
    expect(await get(port, { 'x-request-id': 'bad id "quoted"' })).toMatch(UUID);
    expect(lines()[0]).toMatchObject({ requestId: 'proxy-id-0123456789', header: 'proxy-id-0123456789' });
  });
});
