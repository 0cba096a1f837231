import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { BEST_CONDITION, TOO_FEW_MESSAGE } from '@/domain/trade-in';
import { fakeServiceForThisFile, json } from '@/server/outbound/testing/fake-service';
import { createHttpTradeInValuationProvider } from './http-valuation';
import { TradeInValuationUnavailableError, type TradeInValuationRequest } from './provider';

// A stand-in for an outside valuation service (test double), reached as valuations.example on 127.0.0.1.
const ESTIMATE = { low: 21_040, high: 24_960, offer: 23_010, comparables: 31 };
const service = fakeServiceForThisFile('valuations.example', json(200, ESTIMATE));

const REQUEST: TradeInValuationRequest = {
  siteId: 3,
  car: { make: ' Toyota', model: 'Corolla ', badge: ' Ascent Sport ', year: 2021, km: 52_000 },
  answers: { ...BEST_CONDITION, tyres: 'fair' },
  dealerMarginPercent: 12,
  today: new Date('2026-11-26T00:00:00Z'),
};
const provider = (apiKey: string | null = 'val-key', timeoutMs = 2000) =>
  createHttpTradeInValuationProvider({
    endpoint: service.url('/v2/trade-in'),
    apiKey,
    timeoutMs,
    resolve: service.resolve,
    // The fake service is on 127.0.0.1; production never sets this (decision 031).
    allowPrivateAddresses: true,
  });

describe('createHttpTradeInValuationProvider', () => {
  it('POSTs the car, the answers and the margin, with the key in the Authorization header', async () => {
    expect(await provider().estimate(REQUEST)).toEqual({
      kind: 'estimate',
      low: 21_000,
      high: 25_000,
      offer: 23_000,
      comparables: 31,
      level: null,
      basis: 'Based on 31 comparable listings, adjusted for condition.',
    });
    expect(service.requests).toHaveLength(1);
    const [sent] = service.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v2/trade-in');
    expect(sent?.headers.authorization).toBe('Bearer val-key');
    expect(JSON.parse(sent!.body)).toEqual({
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent Sport',
      year: 2021,
      km: 52_000,
      length: null,
      adjustment_answers: {
        accidentHistory: 'none',
        serviceHistory: 'full',
        tyres: 'fair',
        interior: 'excellent',
        keys: 'two',
        financeOwing: 'no',
      },
      dealer_margin_percent: 12,
    });
    await provider(null).estimate(REQUEST);
    expect(service.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('reads offer null as no figure', async () => {
    service.reply = json(200, { offer: null });
    expect(await provider().estimate(REQUEST)).toEqual({
      kind: 'too_few',
      comparables: 0,
      message: TOO_FEW_MESSAGE,
    });
  });

  it('asks nothing about a car H-42 refuses', async () => {
    expect(await provider().estimate({ ...REQUEST, car: { ...REQUEST.car, km: 120_000 } })).toMatchObject({
      kind: 'refused',
      reason: 'too_many_km',
    });
    expect(service.requests).toHaveLength(0);
  });

  it.each([
    ['an HTTP error', json(503, { error: 'down' }), 'Trade-in valuations answered HTTP 503'],
    ['invalid JSON', (res: ServerResponse) => res.end('{'), 'Trade-in valuations answered with invalid JSON'],
    ['a wrong shape', json(200, { price: 5 }), 'Trade-in valuations answered an unexpected shape'],
    [
      'an offer outside its range',
      json(200, { low: 10, high: 20, offer: 30, comparables: 3 }),
      'Trade-in valuations answered an unexpected shape',
    ],
  ])('is unavailable on %s', async (_case, answer, message) => {
    service.reply = answer;
    const failure = provider().estimate(REQUEST);
    await expect(failure).rejects.toBeInstanceOf(TradeInValuationUnavailableError);
    await expect(failure).rejects.toThrow(message);
  });

  it('is unavailable when the service is slower than its deadline', async () => {
    service.reply = (res) => setTimeout(() => json(200, { offer: null })(res), 500);
    await expect(provider('k', 100).estimate(REQUEST)).rejects.toThrow(/Trade-in valuations/);
  });
});
