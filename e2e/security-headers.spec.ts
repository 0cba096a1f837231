import type { Browser, Page } from '@playwright/test';
import { FRAMED_SITE } from '@/server/db/testing/framed-site';
import { expect, test, watchCspViolations } from './fixtures';
import { closePopupsOnArrival } from './popups';
import { port, rawGet, subdomainUrl } from './support';

/** Issue 14 finding 4, decision 033: the headers of every answer, the page policy and who may frame a page. */

const host = `outback.localhost:${port}`;
const HSTS = 'max-age=63072000; includeSubDomains';
const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function pagePolicy(nonce: string, frameAncestors: string): string {
  return (
    `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; ` +
    "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; media-src 'self' https:; " +
    "font-src 'self'; connect-src 'self'; frame-src 'self' https:; worker-src 'self' blob:; " +
    `object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors ${frameAncestors}`
  );
}

const nonceOf = (policy: unknown) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(policy))?.[1] ?? '';

test('a lead form page: its policy with a new nonce on every script, nosniff, the referrer policy', async () => {
  const { status, headers, body } = await rawGet(host, '/contact');
  expect(status).toBe(200);
  const nonce = nonceOf(headers['content-security-policy']);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(headers['content-security-policy']).toBe(pagePolicy(nonce, "'none'"));
  expect(headers).toMatchObject(EVERY_ANSWER);
  expect(headers['strict-transport-security']).toBeUndefined();
  const scripts = body.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
  expect(nonceOf((await rawGet(host, '/contact')).headers['content-security-policy'])).not.toBe(nonce);
});

test('HSTS only when the trusted proxy says the buyer came over HTTPS (the e2e server trusts one hop)', async () => {
  for (const path of ['/contact', '/api/search']) {
    const overHttps = await rawGet(host, path, { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security'], path).toBe(HSTS);
    const overHttp = await rawGet(host, path, { 'x-forwarded-proto': 'http' });
    expect(overHttp.headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('JSON, framework assets and generated media: nosniff and the referrer policy, no page policy', async () => {
  const { body } = await rawGet(host, '/');
  const script = /<script[^>]* src="(\/_next\/static\/[^"]+\.js)"/.exec(body)?.[1];
  const media = /="(\/media\/[^"]+\.svg)"/.exec(body)?.[1];
  expect(script).toBeDefined();
  expect(media).toBeDefined();
  for (const path of ['/api/search', script!, media!]) {
    const { status, headers } = await rawGet(host, path);
    expect(status, path).toBe(200);
    expect(headers, path).toMatchObject(EVERY_ANSWER);
  }
  expect((await rawGet(host, '/api/search')).headers['content-security-policy']).toBeUndefined();
  expect((await rawGet(host, script!)).headers['content-security-policy']).toBeUndefined();
  // A generated SVG keeps the policy of its own route: no script, no outside fetch.
  expect((await rawGet(host, media!)).headers['content-security-policy']).toBe(
    "default-src 'none'; style-src 'unsafe-inline'",
  );
});

test('the framed test site’s pages name its portal in frame-ancestors; every other site names none', async () => {
  const framed = await rawGet(`${FRAMED_SITE.slug}.localhost:${port}`, '/contact');
  expect(framed.status).toBe(200);
  const nonce = nonceOf(framed.headers['content-security-policy']);
  expect(framed.headers['content-security-policy']).toBe(
    pagePolicy(nonce, `http://${FRAMED_SITE.portalHost}:${port}`),
  );
});

/**
 * A page on another origin (answered by the test itself) that shows `target` in a frame. A page answered by
 * route.fulfill has no address, so Chromium counts it as a public page, and its Local Network Access checks
 * refuse a public page's frame of this machine's server before any header is read
 * (`net::ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS`). A real portal and site are both public: the permission
 * plays that, so frame-ancestors alone decides.
 */
async function framingPage(browser: Browser, framerOrigin: string, target: string) {
  // A context of its own: this test expects violations, which the fixture's watch would fail on.
  // eslint-disable-next-line no-restricted-syntax
  const context = await browser.newContext({ permissions: ['local-network-access'] });
  await closePopupsOnArrival(context);
  const violations = await watchCspViolations(context);
  await context.route(`${framerOrigin}/`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Portal</title><iframe src="${target}" width="800" height="600"></iframe>`,
    }),
  );
  const page = await context.newPage();
  await page.goto(`${framerOrigin}/`);
  return { context, page, violations };
}

/** A site's first page can be slow on a loaded machine (its first render and search index). */
const FIRST_LOAD = 20_000;

/** Chromium shows its error page in a frame whose page refused to be framed. */
const REFUSED_FRAME = 'chrome-error://chromewebdata/';

function framedUrl(page: Page): string | undefined {
  return page.frames()[1]?.url();
}

/** What Chromium reports on the framing page when the framed page's policy refuses it. */
function frameRefusal(siteOrigin: string, frameAncestors: string): string {
  return (
    `Framing '${siteOrigin}/' violates the following Content Security Policy directive: ` +
    `"frame-ancestors ${frameAncestors}". The request has been blocked.\n`
  );
}

test('another site cannot show a lead form in a frame (clickjacking)', async ({ browser }) => {
  const { context, page, violations } = await framingPage(
    browser,
    `http://evil.localhost:${port}`,
    subdomainUrl('outback', '/contact'),
  );
  await expect.poll(() => framedUrl(page), { timeout: FIRST_LOAD }).toBe(REFUSED_FRAME);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Contact Us' })).toHaveCount(0);
  // Refused by the page's policy, not by anything before it.
  await expect.poll(() => violations).toEqual([frameRefusal(`http://outback.localhost:${port}`, "'none'")]);
  await context.close();
});

test('a site that names a portal in security.frameAncestors is shown in that portal’s frame only', async ({
  browser,
}) => {
  const target = subdomainUrl(FRAMED_SITE.slug, '/contact');
  const portal = await framingPage(browser, `http://${FRAMED_SITE.portalHost}:${port}`, target);
  await expect.poll(() => framedUrl(portal.page), { timeout: FIRST_LOAD }).toBe(target);
  await expect(portal.page.frameLocator('iframe').getByRole('heading', { name: 'Contact Us' })).toBeVisible({
    timeout: FIRST_LOAD,
  });
  expect(portal.violations).toEqual([]);
  await portal.context.close();

  const other = await framingPage(browser, `http://evil.localhost:${port}`, target);
  await expect.poll(() => framedUrl(other.page), { timeout: FIRST_LOAD }).toBe(REFUSED_FRAME);
  const portalOrigin = `http://${FRAMED_SITE.portalHost}:${port}`;
  await expect
    .poll(() => other.violations)
    .toEqual([frameRefusal(`http://${FRAMED_SITE.slug}.localhost:${port}`, portalOrigin)]);
  await other.context.close();
});

test('the browser tests fail on a violation: an inline script without the nonce is refused and reported', async ({
  browser,
}) => {
  // A context of its own: this test expects violations, which the fixture's watch would fail on.
  // eslint-disable-next-line no-restricted-syntax
  const context = await browser.newContext();
  await closePopupsOnArrival(context);
  const violations = await watchCspViolations(context);
  // What a stored XSS would be: a script in the page's HTML, without this response's nonce. The page is asked
  // of the server by its Host header (Node does not resolve *.localhost), with the server's own headers.
  await context.route(subdomainUrl('outback', '/contact'), async (route) => {
    const { status, headers, body } = await rawGet(host, '/contact');
    const policy = String(headers['content-security-policy']);
    await route.fulfill({
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy },
      body: body.replace('</body>', '<script>window.injected = true</script></body>'),
    });
  });
  const page = await context.newPage();
  await page.goto(subdomainUrl('outback', '/contact'));
  await expect.poll(() => violations.join('\n')).toContain('script-src-elem blocked inline');
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  await context.close();
});
