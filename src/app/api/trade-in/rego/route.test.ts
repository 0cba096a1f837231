import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { rateLimitCounters, sites } from '@/server/db/schema';
import { fakeServiceForThisFile, json } from '@/server/outbound/testing/fake-service';
import type * as RegoLookup from '@/server/providers/rego-lookup';
import { REGO_LOOKUP_LIMIT } from '@/server/trade-in/rego-lookup-api';

const test = isolationSitesForThisFile();
vi.mock('@/server/db', () => ({ getDb: async () => test.db }));
// The site's configured service, reached through the fake resolver on 127.0.0.1 (production never allows a
// private address, decision 031): everything else about the choice is the production code's.
vi.mock('@/server/providers/rego-lookup', async (importOriginal) => {
  const real = await importOriginal<typeof RegoLookup>();
  return {
    ...real,
    regoLookupProviderFor: (config: Parameters<typeof real.regoLookupProviderFor>[0]) => {
      const configured = config.tradeIn.regoLookupService;
      if (!configured) return real.askTheBuyer;
      const { resolve } = service;
      return real.withFallback(
        real.createHttpRegoLookupProvider({ ...configured, resolve, allowPrivateAddresses: true }),
      );
    },
  };
});

const { GET } = await import('./route');

const RAV4 = { year: 2020, make: 'Toyota', model: 'RAV4', badge: 'GX' };
const service = fakeServiceForThisFile('rego.example', json(200, RAV4));

beforeAll(async () => {
  const { db, siteA } = test;
  // Only site A has a rego lookup service; site B asks its buyers.
  const regoLookupService = { endpoint: service.url('/a/lookup'), apiKey: 'key-a' };
  await db
    .update(sites)
    .set({ configOverrides: { tradeIn: { regoLookupService } } })
    .where(eq(sites.id, siteA));
});

const get = (host: string, query: string, ip = '198.51.100.30') =>
  GET(new Request(`http://${host}/api/trade-in/rego?${query}`, { headers: { host, 'x-forwarded-for': ip } }));

describe('GET /api/trade-in/rego', () => {
  it("answers from the service of the host's site, never cached", async () => {
    const response = await get('isolation-a.test', 'rego=abc123&state=nsw');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ found: true, ...RAV4 });
    expect(service.requests.map((request) => request.path)).toEqual(['/a/lookup?rego=ABC123&state=NSW']);
    expect(service.requests[0]?.headers.authorization).toBe('Bearer key-a');
  });

  it("asks nobody for a site without a service, whatever another site's config", async () => {
    const response = await get('isolation-b.test', 'rego=abc123&state=nsw');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      found: false,
      message: "Enter your car's year, make and model below.",
    });
    expect(service.requests).toEqual([]);
  });

  it('answers 400 for a malformed plate and 404 for an unknown host', async () => {
    const bad = await get('isolation-a.test', 'rego=AB%23123&state=nsw');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'Enter the registration as shown on the plate: up to 9 letters and digits.',
      fieldErrors: { rego: 'Enter the registration as shown on the plate: up to 9 letters and digits.' },
    });
    const unknown = await get('nobody.test', 'rego=ABC123&state=nsw');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Unknown site' });
    expect(service.requests).toEqual([]);
  });

  it('refuses the 21st lookup of one address in a minute with Retry-After, counted for that site only', async () => {
    const { db } = test;
    await db.delete(rateLimitCounters);
    const ip = '198.51.100.31';
    const statuses: number[] = [];
    for (let i = 0; i < REGO_LOOKUP_LIMIT.points; i += 1)
      statuses.push((await get('isolation-a.test', 'rego=ABC123&state=vic', ip)).status);
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    const refused = await get('isolation-a.test', 'rego=ABC123&state=vic', ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Too many rego lookups' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(service.requests).toHaveLength(20);
    // Another address still gets its answer.
    expect((await get('isolation-a.test', 'rego=ABC123&state=vic', '198.51.100.32')).status).toBe(200);
    const counted = await db.select({ siteId: rateLimitCounters.siteId }).from(rateLimitCounters);
    expect(new Set(counted.map((row) => row.siteId))).toEqual(new Set([test.siteA]));
  });
});
