import type { Browser } from '@playwright/test';
import { FRAMED_SITE } from '@/server/db/testing/framed-site';
import { expect, test, watchCspViolations } from './fixtures';
import { port, rawGet, siteUrl, subdomainUrl } from './support';

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
  const media = /="(\/media\/[^"]+)"/.exec(body)?.[1]?.replaceAll('&amp;', '&');
  expect(script).toBeDefined();
  expect(media).toBeDefined();
  for (const path of ['/api/search', script!, media!]) {
    const { status, headers } = await rawGet(host, path);
    expect(status, path).toBe(200);
    expect(headers, path).toMatchObject(EVERY_ANSWER);
    expect(headers['content-security-policy'], path).toBeUndefined();
  }
});

/** A page on another origin (answered by the test itself) that shows `target` in a frame. */
async function framingPage(browser: Browser, framerOrigin: string, target: string) {
  const context = await browser.newContext();
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

test('another site cannot show a lead form in a frame (clickjacking)', async ({ browser }) => {
  const { context, page, violations } = await framingPage(
    browser,
    `http://evil.localhost:${port}`,
    subdomainUrl('outback', '/contact'),
  );
  await expect.poll(() => violations.join('\n')).toContain("frame-ancestors 'none'");
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Contact Us' })).toHaveCount(0);
  await context.close();
});

test('a site that names a portal in security.frameAncestors is shown in that portal’s frame only', async ({
  browser,
}) => {
  const target = subdomainUrl(FRAMED_SITE.slug, '/contact');
  const portal = await framingPage(browser, `http://${FRAMED_SITE.portalHost}:${port}`, target);
  await expect(portal.page.frameLocator('iframe').getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  expect(portal.violations).toEqual([]);
  await portal.context.close();

  const other = await framingPage(browser, `http://evil.localhost:${port}`, target);
  await expect
    .poll(() => other.violations.join('\n'))
    .toContain(`frame-ancestors ${siteUrl(FRAMED_SITE.portalHost, '')}`);
  await other.context.close();
});

test('the browser tests fail on a violation: an injected inline script is refused and reported', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const violations = await watchCspViolations(context);
  const page = await context.newPage();
  await page.goto(subdomainUrl('outback', '/contact'));
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toContain('script-src');
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  await context.close();
});
