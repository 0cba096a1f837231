import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { log } from '@/server/logging';
import { fakeServiceForThisFile, json } from '@/server/outbound/testing/fake-service';
import { createHttpRegoLookupProvider, regoLookupUrl } from './http-lookup';
import { RegoLookupUnavailableError } from './provider';
import { askTheBuyer, regoLookupProviderFor, withFallback } from './select-provider';

// A stand-in for a rego lookup service (test double), reached as rego.example on 127.0.0.1.
const FOUND = { year: 2020, make: ' Toyota ', model: 'RAV4', badge: 'GX' };
const service = fakeServiceForThisFile('rego.example', json(200, FOUND));
afterEach(() => vi.restoreAllMocks());

const provider = (apiKey: string | null = 'rego-key') =>
  createHttpRegoLookupProvider({
    endpoint: service.url('/lookup?v=1'),
    apiKey,
    timeoutMs: 2000,
    resolve: service.resolve,
    // The fake service is on 127.0.0.1; production never sets this (decision 031).
    allowPrivateAddresses: true,
  });
const REQUEST = { rego: 'ABC123', state: 'nsw' } as const;

describe('createHttpRegoLookupProvider', () => {
  it('GETs the plate and the upper-case state, with the key in the Authorization header', async () => {
    expect(await provider().lookup(REQUEST)).toEqual({
      kind: 'found',
      vehicle: { year: 2020, make: 'Toyota', model: 'RAV4', badge: 'GX' },
    });
    expect(service.requests[0]?.method).toBe('GET');
    expect(service.requests[0]?.path).toBe('/lookup?v=1&rego=ABC123&state=NSW');
    expect(service.requests[0]?.headers.authorization).toBe('Bearer rego-key');
    expect(regoLookupUrl('https://rego.example/l', { rego: 'X1', state: 'wa' }).href).toBe(
      'https://rego.example/l?rego=X1&state=WA',
    );
  });

  it('reads a 404 as no such plate and a missing badge as none', async () => {
    service.reply = json(404, { error: 'unknown plate' });
    expect(await provider().lookup(REQUEST)).toEqual({ kind: 'not_found' });
    service.reply = json(200, { year: 2019, make: 'Kia', model: 'Rio' });
    expect(await provider(null).lookup(REQUEST)).toEqual({
      kind: 'found',
      vehicle: { year: 2019, make: 'Kia', model: 'Rio', badge: null },
    });
    expect(service.requests[1]?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['an HTTP error', json(500, {}), 'Rego lookup answered HTTP 500'],
    ['a wrong shape', json(200, { year: '2020', make: 'Kia' }), 'Rego lookup answered an unexpected shape'],
    ['invalid JSON', (res: ServerResponse) => res.end('not json'), 'Rego lookup answered with invalid JSON'],
  ])('is unavailable on %s', async (_case, answer, message) => {
    service.reply = answer;
    const failure = provider().lookup(REQUEST);
    await expect(failure).rejects.toBeInstanceOf(RegoLookupUnavailableError);
    await expect(failure).rejects.toThrow(message);
  });
});

describe('regoLookupProviderFor', () => {
  const config = (site: unknown = {}) =>
    resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: { site } });

  it('asks the buyer by default', async () => {
    const chosen = regoLookupProviderFor(config());
    expect(chosen).toBe(askTheBuyer);
    expect(await chosen.lookup(REQUEST)).toEqual({ kind: 'ask' });
  });

  it('uses the configured service, and asks the buyer when the service cannot answer', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const site = { tradeIn: { regoLookupService: { endpoint: 'http://127.0.0.1:1/rego' } } };
    const chosen = regoLookupProviderFor(config(site));
    expect(chosen.name).toBe('http');
    expect(await chosen.lookup(REQUEST)).toEqual({ kind: 'ask' });
    expect(warn).toHaveBeenCalledWith(
      {
        provider: 'http',
        // A loopback endpoint is refused by the outbound guard (decision 031).
        err: expect.objectContaining({ message: 'Rego lookup host 127.0.0.1 is not a public address' }),
      },
      'rego lookup fell back to asking the buyer',
    );
    service.reply = json(404, {});
    expect(await withFallback(provider()).lookup(REQUEST)).toEqual({ kind: 'not_found' });
  });
});
