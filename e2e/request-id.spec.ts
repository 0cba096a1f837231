import { readFileSync } from 'node:fs';
import http from 'node:http';
import { expect, test } from './fixtures';
import { demoSites, port } from './support';

/**
 * Issue 14 finding 5 (decision 034): the production server gives each request an id, answers it as
 * X-Request-Id, and every line logged while Next serves the request (a route handler here) carries it:
 * the AsyncLocalStorage context set in scripts/serve.ts reaches Next's handlers.
 */
const site = demoSites().find((demo) => demo.overrides.siteType === 'group')!;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Answer = { status: number; requestId: string | undefined };

/** One GET to the site's host (as a proxy would send it), answered with its status and X-Request-Id. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const host = `${site.slug}.localhost:${port}`;
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host, ...headers } }, (response) => {
      response.resume().on('end', () => {
        const requestId = response.headers['x-request-id'];
        resolve({
          status: response.statusCode ?? 0,
          requestId: typeof requestId === 'string' ? requestId : undefined,
        });
      });
    });
    request.on('error', reject);
  });
}

/** The server's JSON lines (scripts/e2e.ts sends its log to the file named by E2E_SERVER_LOG). */
function linesOf(requestId: string): Record<string, unknown>[] {
  const serverLog = process.env.E2E_SERVER_LOG;
  if (!serverLog) throw new Error('E2E_SERVER_LOG is not set: run the browser tests through scripts/e2e.ts');
  return readFileSync(serverLog, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.requestId === requestId);
}

test('a route handler: the id on the answer is on every line the request logged', async () => {
  const { status, requestId } = await get('/api/search?year=1066:1067');
  expect(status).toBe(200);
  expect(requestId).toMatch(UUID);
  expect(linesOf(requestId!)).toEqual([
    expect.objectContaining({ level: 'warn', msg: 'search ignored a parameter', site: site.slug }),
  ]);
});

test('a page rendered by Next carries an id too', async () => {
  const { status, requestId } = await get('/');
  expect(status).toBe(200);
  expect(requestId).toMatch(UUID);
});

test("the trusted proxy's id is kept (these tests play one proxy), through the 404 page too", async () => {
  const requestId = `e2e-proxy-${Date.now()}`;
  // Not the URL of the test above: an answer the page cache keeps is answered again without a log line.
  const search = await get('/api/search?year=1067:1068', { 'x-request-id': requestId });
  expect(search.requestId).toBe(requestId);
  expect(linesOf(requestId)).toHaveLength(1);
  const missing = await get('/no-such-page', { 'x-request-id': `${requestId}-404`, accept: 'text/html' });
  expect(missing).toEqual({ status: 404, requestId: `${requestId}-404` });
});

test('an id that could forge a log field is replaced', async () => {
  const { requestId } = await get('/api/search', { 'x-request-id': 'x","level":"fatal' });
  expect(requestId).toMatch(UUID);
});
