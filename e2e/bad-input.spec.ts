import { expect, test } from './fixtures';
import http from 'node:http';
import { demoSites, port, rawGet } from './support';

// Issue 14, finding 6: NUL bytes, ids above PostgreSQL's integer range and malformed percent-encoding are
// answered with a 4xx (the site's 404 page, or a JSON error), or ignored where the page works without them.
const site = demoSites().find((candidate) => candidate.slug === 'harbourside')!;
const host = `${site.slug}.localhost:${port}`;

/** One JSON POST as sent, the site chosen by the Host header (like rawGet). */
function rawPostJson(path: string, data: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { host, 'content-type': 'application/json' };
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.on('error', reject);
    request.end(JSON.stringify(data));
  });
}

test('malformed paths and out-of-range ids in paths are the site’s own 404 page', async () => {
  for (const path of ['/cars/%E0%A4%A', '/cars/%00', '/offers/99999999999', '/offers/toyota/2147483648']) {
    const { status, body } = await rawGet(host, path);
    expect(status, path).toBe(404);
    expect(body, path).toContain(`<title>Page not found | ${site.name}</title>`);
  }
});

test('a car id above 2,147,483,647 in a form link leaves the form without the car', async () => {
  for (const [path, title] of [
    ['/book-test-drive?car=2147483648', 'Book a Test Drive'],
    ['/finance-enquiry?car_id=2147483648', 'Finance Enquiry'],
    ['/book-test-drive?car=%00', 'Book a Test Drive'],
  ] as const) {
    const { status, body } = await rawGet(host, path);
    expect(status, path).toBe(200);
    expect(body, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  }
});

test('the JSON endpoints answer 4xx JSON errors, and a NUL in the search text is dropped', async () => {
  const search = await rawGet(host, '/api/search?query=%00');
  expect(search.status).toBe(200);
  expect(JSON.parse(search.body)).toHaveProperty('count');
  for (const path of [
    '/api/cars/2147483648/finance-lenders',
    '/api/cars/99999999999999999999/similar',
    '/api/cars/%E0%A4%A/view.json',
  ]) {
    const { status, body } = await rawGet(host, path);
    expect([status, body], path).toEqual(
      path.includes('%E0') ? [400, '{"error":"Malformed URL path"}'] : [404, '{"error":"Not found"}'],
    );
  }
  const reveal = await rawPostJson('/api/phone-reveal', {
    car_id: 2_147_483_648,
    visitor: 'visitor-0000000000000001',
  });
  expect(reveal).toEqual({ status: 400, body: '{"error":"Invalid request"}' });
  const event = await rawPostJson('/api/events', { eventId: 14, path: '/cars/\u0000' });
  expect(event).toEqual({
    status: 400,
    body: '{"error":"Invalid event","fieldErrors":{"path":"cannot contain a NUL character"}}',
  });
});
