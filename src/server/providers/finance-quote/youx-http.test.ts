import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Resolver } from '@/server/outbound/json-request';
import {
  startLocalServer,
  type LocalServer,
  type ReceivedRequest,
} from '@/server/outbound/testing/local-server';
import type { FinanceQuoteInput } from './provider';
import { createYouxFinanceQuoteProvider } from './youx-http';
import { log } from '@/server/logging';

// A local stand-in for youX (test double): it records each request and answers with `reply`. The adapter is
// pointed at youX-like host names, which the fake resolver maps to this server on 127.0.0.1.
let local: LocalServer;
let port: number;
let requests: ReceivedRequest[] = [];
let reply: (res: ServerResponse) => void;
const resolved: string[] = [];

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
};
const QUOTE = { weeklyRepaymentAmount: 98.456, comparisonRate: 7.12, advertisedRate: 6.49, lender: 'X' };

const fakeResolver: Resolver = async (hostname) => {
  resolved.push(hostname);
  if (hostname !== 'api.youx.example') throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
  return [{ address: '127.0.0.1', family: 4 }];
};

beforeAll(async () => {
  local = await startLocalServer((request, res) => {
    requests.push(request);
    reply(res);
  });
  port = local.port;
});
afterAll(() => local.close());
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  requests = [];
  resolved.length = 0;
  reply = json(200, QUOTE);
  warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const INPUT: FinanceQuoteInput = {
  siteId: 7,
  carId: 42,
  make: 'Mazda',
  selfAssessedCreditScore: 'good',
  purchasePrice: 30990,
  loanTerm: 60,
  year: 2021,
  vin: 'JM0KF4W7A00123456',
  nvic: null,
  whoIsHelping: 'dealer',
};
const youx = (options: { apiKey?: string | null; timeoutMs?: number; maxResponseBytes?: number } = {}) =>
  createYouxFinanceQuoteProvider({
    endpoint: `http://api.youx.example:${port}/v1/quote`,
    apiKey: options.apiKey === undefined ? 'yx-key' : options.apiKey,
    timeoutMs: options.timeoutMs ?? 2000,
    maxResponseBytes: options.maxResponseBytes,
    resolve: fakeResolver,
    allowPrivateAddresses: true, // the local fake youX; production never sets it (decision 031)
  });

describe('createYouxFinanceQuoteProvider (F-40, F-41)', () => {
  it('POSTs the F-40 fields as JSON with the key, and reads the three figures to the cent', async () => {
    expect(await youx().quote(INPUT)).toEqual({
      ok: true,
      quote: { weeklyRepaymentAmount: 98.46, comparisonRate: 7.12, advertisedRate: 6.49 },
    });
    expect(resolved).toEqual(['api.youx.example']);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/quote');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBe('Bearer yx-key');
    expect(JSON.parse(request!.body)).toEqual({
      selfAssessedCreditScore: 'good',
      purchasePrice: 30990,
      loanTerm: 60,
      year: 2021,
      vin: 'JM0KF4W7A00123456',
      nvic: null,
      whoIsHelping: 'dealer',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends no Authorization header without a key', async () => {
    await youx({ apiKey: null }).quote(INPUT);
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('createYouxFinanceQuoteProvider: failures are logged values, never throws (F-42)', () => {
  it.each([
    ['an HTTP 500', json(500, { error: 'boom' }), 'http-status', 'youX answered HTTP 500'],
    [
      'malformed JSON',
      (res: ServerResponse) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"weekly'),
      'invalid-json',
      'youX answered with invalid JSON',
    ],
    [
      'a declared oversized answer',
      json(200, { ...QUOTE, padding: 'x'.repeat(20_000) }),
      'too-large',
      'youX answered more than 16384 bytes',
    ],
    [
      'an oversized answer without a length',
      (res: ServerResponse) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        for (let i = 0; i < 20; i++) res.write(' '.repeat(1000));
        res.end(JSON.stringify(QUOTE));
      },
      'too-large',
      'youX answered more than 16384 bytes',
    ],
    [
      'the wrong shape',
      json(200, { weeklyRepaymentAmount: '98.46', comparisonRate: 7.12 }),
      'invalid-answer',
      'youX answered an unexpected shape',
    ],
    [
      'a zero repayment',
      json(200, { ...QUOTE, weeklyRepaymentAmount: 0 }),
      'invalid-answer',
      'youX answered an unexpected shape',
    ],
  ])('reports %s', async (_name, answer, failure, message) => {
    reply = answer;
    const result = await youx().quote(INPUT);
    expect(result).toMatchObject({ ok: false, failure });
    expect(result.ok ? '' : result.message).toContain(message);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({
      siteId: 7,
      carId: 42,
      reason: expect.stringContaining(message),
    });
    expect(warn.mock.calls[0]?.[1]).toBe('youx quote failed');
  });

  it('reports an answer that does not come in time', async () => {
    reply = () => {};
    const started = Date.now();
    expect(await youx({ timeoutMs: 100 }).quote(INPUT)).toEqual({
      ok: false,
      failure: 'timeout',
      message: 'youX timed out after 100 ms',
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reports a slow drip of bytes as a timeout too (a whole-request deadline)', async () => {
    reply = (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{');
    };
    expect(await youx({ timeoutMs: 150 }).quote(INPUT)).toMatchObject({ ok: false, failure: 'timeout' });
  });

  it('reports a host that cannot be found or reached', async () => {
    const unknown = createYouxFinanceQuoteProvider({
      endpoint: 'https://nowhere.youx.example/quote',
      apiKey: null,
      timeoutMs: 2000,
      resolve: fakeResolver,
      allowPrivateAddresses: true,
    });
    expect(await unknown.quote(INPUT)).toEqual({
      ok: false,
      failure: 'unreachable',
      message: 'youX could not be reached',
    });
    const closed = createYouxFinanceQuoteProvider({
      endpoint: 'http://127.0.0.1:1/quote',
      apiKey: null,
      timeoutMs: 2000,
      allowPrivateAddresses: true,
    });
    expect(await closed.quote(INPUT)).toMatchObject({ ok: false, failure: 'unreachable' });
    expect(requests).toHaveLength(0);
  });
});

describe('createYouxFinanceQuoteProvider: the outbound guard (decision 031)', () => {
  it.each(['127.0.0.1', '169.254.169.254'])(
    'refuses an endpoint whose name resolves to %s, and sends nothing',
    async (address) => {
      const guarded = createYouxFinanceQuoteProvider({
        endpoint: `http://api.youx.example:${port}/v1/quote`,
        apiKey: 'yx-key',
        timeoutMs: 2000,
        resolve: async () => [{ address, family: 4 }],
      });
      expect(await guarded.quote(INPUT)).toEqual({
        ok: false,
        failure: 'blocked',
        message: `youX api.youx.example resolves to the non-public address ${address}`,
      });
      expect(requests).toHaveLength(0);
    },
  );

  it('refuses a literal loopback endpoint', async () => {
    const literal = createYouxFinanceQuoteProvider({
      endpoint: `http://127.0.0.1:${port}/v1/quote`,
      apiKey: null,
      timeoutMs: 2000,
    });
    expect(await literal.quote(INPUT)).toEqual({
      ok: false,
      failure: 'blocked',
      message: 'youX host 127.0.0.1 is not a public address',
    });
    expect(requests).toHaveLength(0);
  });
});
