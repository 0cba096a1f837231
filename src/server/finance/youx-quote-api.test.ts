import type { ServerResponse } from 'node:http';
import { eq, inArray } from 'drizzle-orm';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FinanceConfig } from '@/config';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { vehicleIdBySlug } from '@/server/db/testing/two-site-fixture';
import { rateLimitCounters, sites, vehicles } from '@/server/db/schema';
import { financeQuoteProviderFor } from '@/server/providers/finance-quote';
import type { Resolver } from '@/server/outbound/json-request';
import { startLocalServer, type LocalServer } from '@/server/outbound/testing/local-server';
import { storedYouxFigures } from './testing/stored-youx';
import { handleYouxQuoteApi, YOUX_QUOTE_LIMIT } from './youx-quote-api';
import { log } from '@/server/logging';

// A local stand-in for youX (test double) behind the host name api.youx.example, which the fake resolver
// maps to 127.0.0.1: the handler runs with the real adapter and never leaves the machine.
let local: LocalServer;
let port: number;
let requests: Record<string, unknown>[] = [];
let reply: (res: ServerResponse) => void;
const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
};
const resolve: Resolver = async (hostname) => {
  if (hostname !== 'api.youx.example') throw new Error(`unexpected host ${hostname}`);
  return [{ address: '127.0.0.1', family: 4 }];
};

const test = isolationSitesForThisFile();
const cars = { a2: 0, a3: 0, b2: 0 };

const carId = (siteId: number, slug: string) => vehicleIdBySlug(test.db, siteId, slug);
const storedOf = (id: number) => storedYouxFigures(test.db, id);
const stockVersion = async (siteId: number) =>
  (await test.db.select({ v: sites.stockVersion }).from(sites).where(eq(sites.id, siteId)))[0]!.v;

beforeAll(async () => {
  local = await startLocalServer((request, res) => {
    requests.push(JSON.parse(request.body) as Record<string, unknown>);
    reply(res);
  });
  port = local.port;
  await test.db
    .update(sites)
    .set({ configOverrides: { finance: { provider: 'youx' } } })
    .where(inArray(sites.id, [test.siteA, test.siteB]));
  cars.a2 = await carId(test.siteA, 'shared-car-2');
  cars.a3 = await carId(test.siteA, 'shared-car-3');
  cars.b2 = await carId(test.siteB, 'shared-car-2');
  // O-12: car 2 of each site has a vin; car 3 has neither vin nor nvic.
  for (const id of [cars.a2, cars.b2]) {
    await test.db.update(vehicles).set({ vin: 'JTNKU3JE60J012345' }).where(eq(vehicles.id, id));
  }
});
afterAll(async () => local.close());
beforeEach(() => {
  requests = [];
  reply = json(200, { weeklyRepaymentAmount: 98.46, comparisonRate: 7.12, advertisedRate: 6.49 });
  vi.spyOn(log, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const youxConfigured = {
  providerFor: (finance: FinanceConfig) =>
    financeQuoteProviderFor(finance, {
      db: test.db,
      youx: {
        endpoint: `http://api.youx.example:${port}/quote`,
        apiKey: 'k',
        timeoutMs: 500,
        resolve,
        allowPrivateAddresses: true, // the local fake youX (decision 031)
      },
    }),
  ip: '203.0.113.9',
};
const ask = (siteId: number, body: unknown, options = youxConfigured) =>
  handleYouxQuoteApi(test.db, { id: siteId }, body, options);

describe('handleYouxQuoteApi with youX configured for the site (F-40..F-42)', () => {
  it('fails silently: { quote: null }, nothing stored, the failure logged (F-42)', async () => {
    reply = json(500, { error: 'down' });
    expect(await ask(test.siteA, { carId: cars.a2 })).toEqual({ status: 200, body: { quote: null } });
    expect(await storedOf(cars.a2)).toEqual({ weekly: null, comparison: null, advertised: null });
    expect(log.warn).toHaveBeenCalledWith(
      { siteId: test.siteA, carId: cars.a2, reason: 'youX answered HTTP 500' },
      'youx quote failed',
    );
  });

  it("asks youX with the car's own figures and stores the answer on that car only (F-41)", async () => {
    const before = await stockVersion(test.siteA);
    const answer = await ask(test.siteA, { carId: cars.a2, purchasePrice: 1, year: 1999, vin: 'FORGED' });
    expect(answer).toEqual({
      status: 200,
      body: {
        quote: { weeklyRepaymentAmount: 98.46, comparisonRate: 7.12, advertisedRate: 6.49 },
        source: 'youx',
        stored: true,
      },
    });
    expect(requests).toEqual([
      {
        selfAssessedCreditScore: 'good',
        purchasePrice: 30002,
        loanTerm: 60,
        year: 2022,
        vin: 'JTNKU3JE60J012345',
        nvic: null,
        whoIsHelping: 'dealer',
      },
    ]);
    expect(await storedOf(cars.a2)).toEqual({ weekly: 98.46, comparison: 7.12, advertised: 6.49 });
    expect(await stockVersion(test.siteA)).toBe(before + 1);
    // Site B's car with the same slug and vin is untouched.
    expect(await storedOf(cars.b2)).toEqual({ weekly: null, comparison: null, advertised: null });
  });

  it('answers the stored quote without asking youX again', async () => {
    expect(await ask(test.siteA, { carId: cars.a2 })).toEqual({
      status: 200,
      body: {
        quote: { weeklyRepaymentAmount: 98.46, comparisonRate: 7.12, advertisedRate: 6.49 },
        source: 'youx',
        stored: true,
      },
    });
    expect(requests).toHaveLength(0);
  });

  it("answers a buyer's own terms without storing them on the car", async () => {
    reply = json(200, { weeklyRepaymentAmount: 120.5, comparisonRate: 9.1, advertisedRate: 8.5 });
    const answer = await ask(test.siteA, { carId: cars.a2, loanTerm: 48, selfAssessedCreditScore: 'fair' });
    expect(answer.body).toEqual({
      quote: { weeklyRepaymentAmount: 120.5, comparisonRate: 9.1, advertisedRate: 8.5 },
      source: 'youx',
      stored: false,
    });
    expect(requests[0]).toMatchObject({ loanTerm: 48, selfAssessedCreditScore: 'fair' });
    expect(await storedOf(cars.a2)).toEqual({ weekly: 98.46, comparison: 7.12, advertised: 6.49 });
  });

  it("cannot store a quote on another site's car (tenant isolation)", async () => {
    expect(await ask(test.siteA, { carId: cars.b2 })).toEqual({
      status: 404,
      body: { error: 'Car not found' },
    });
    expect(requests).toHaveLength(0);
    expect(await storedOf(cars.b2)).toEqual({ weekly: null, comparison: null, advertised: null });
  });

  it('does not ask youX about a car without a vin or nvic (O-12)', async () => {
    expect(await ask(test.siteA, { carId: cars.a3 })).toEqual({ status: 200, body: { quote: null } });
    expect(requests).toHaveLength(0);
  });

  it('is a 400 for a bad body before anything is asked', async () => {
    expect(await ask(test.siteA, { carId: cars.a2, whoIsHelping: '' })).toEqual({
      status: 400,
      body: {
        error: 'whoIsHelping must not be empty',
        fieldErrors: { whoIsHelping: 'whoIsHelping must not be empty' },
      },
    });
    expect(requests).toHaveLength(0);
  });

  it('limits the outside calls one address can cause per site', async () => {
    const limiter = new RateLimiterMemory({ points: 1, duration: 60 });
    const options = { ...youxConfigured, limiter, ip: '198.51.100.19' };
    expect((await ask(test.siteB, { carId: cars.b2, loanTerm: 36 }, options)).status).toBe(200);
    expect(await ask(test.siteB, { carId: cars.b2, loanTerm: 36 }, options)).toEqual({
      status: 429,
      body: { error: 'Too many quote requests' },
      retryAfterSeconds: 60,
    });
    expect(requests).toHaveLength(1);
  });

  it('limits one address across app instances: a second process on the database refuses the 21st (decision 037)', async () => {
    await test.db.delete(rateLimitCounters);
    const options = { ...youxConfigured, ip: '198.51.100.20' };
    const send = (handle: typeof handleYouxQuoteApi) =>
      handle(test.db, { id: test.siteB }, { carId: cars.b2, loanTerm: 36 }, options);
    const first: number[] = [];
    for (let i = 0; i < YOUX_QUOTE_LIMIT.points; i += 1) first.push((await send(handleYouxQuoteApi)).status);
    expect(first).toEqual(Array.from({ length: 20 }, () => 200));
    // A fresh copy of the module holds no state of the first one, as another app instance would not.
    vi.resetModules();
    const other = await import('./youx-quote-api');
    expect(await send(other.handleYouxQuoteApi)).toEqual({
      status: 429,
      body: { error: 'Too many quote requests' },
      retryAfterSeconds: expect.any(Number),
    });
    expect(requests).toHaveLength(20);
  });
});
