import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { demoSites, subdomainUrl } from './support';

/**
 * Issue 14 finding 5 (decision 034): the production server gives each request an id, answers it as
 * X-Request-Id, and every line logged while Next serves the request (route handler or page) carries it:
 * the AsyncLocalStorage context set in scripts/serve.ts reaches Next's handlers.
 */
const site = demoSites().find((demo) => demo.overrides.siteType === 'group')!;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The server's JSON lines (scripts/e2e.ts sends its log to {E2E_DATA_DIR}/server.log). */
function linesOf(requestId: string): Record<string, unknown>[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through scripts/e2e.ts');
  return readFileSync(join(dataDir, 'server.log'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.requestId === requestId);
}

test('a route handler: the id on the answer is on every line the request logged', async ({ request }) => {
  const response = await request.get(subdomainUrl(site.slug, '/api/search?year=1066:1067'));
  expect(response.status()).toBe(200);
  const requestId = response.headers()['x-request-id']!;
  expect(requestId).toMatch(UUID);
  expect(linesOf(requestId)).toEqual([
    expect.objectContaining({ level: 'warn', msg: 'search ignored a parameter', site: site.slug }),
  ]);
});

test('a page rendered by a server component carries the id too', async ({ request }) => {
  const response = await request.get(subdomainUrl(site.slug, '/search?year=1066:1067'));
  expect(response.status()).toBe(200);
  const requestId = response.headers()['x-request-id']!;
  expect(requestId).toMatch(UUID);
  expect(linesOf(requestId).map((line) => line.msg)).toContain('search ignored a parameter');
});

test("the trusted proxy's id is kept (these tests play one proxy), through the 404 page too", async ({
  request,
}) => {
  const requestId = `e2e-proxy-${Date.now()}`;
  const search = await request.get(subdomainUrl(site.slug, '/api/search?year=1066:1067'), {
    headers: { 'x-request-id': requestId },
  });
  expect(search.headers()['x-request-id']).toBe(requestId);
  expect(linesOf(requestId)).toHaveLength(1);
  const missing = await request.get(subdomainUrl(site.slug, '/no-such-page'), {
    headers: { 'x-request-id': `${requestId}-404`, accept: 'text/html' },
  });
  expect(missing.status()).toBe(404);
  expect(missing.headers()['x-request-id']).toBe(`${requestId}-404`);
});

test('an id that could forge a log field is replaced', async ({ request }) => {
  const response = await request.get(subdomainUrl(site.slug, '/api/search'), {
    headers: { 'x-request-id': 'x","level":"fatal' },
  });
  expect(response.headers()['x-request-id']).toMatch(UUID);
});
