import { expect, test } from './fixtures';
import { demoSites, siteUrl, subdomainUrl } from './support';

test('an unknown host gets the platform 404', async ({ page }) => {
  const response = await page.goto(subdomainUrl('nosuch'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the bare root domain names no site', async ({ page }) => {
  const response = await page.goto(siteUrl('localhost'));
  expect(response?.status()).toBe(404);
});

test('a direct /sites/… request is a 404, even for a real site', async ({ page }) => {
  const [first, second] = demoSites();
  const response = await page.goto(subdomainUrl(first!.slug, `/sites/${second!.slug}.localhost`));
  expect(response?.status()).toBe(404);
  expect(await page.content()).not.toContain(second!.name);
});

test('a registered custom domain serves its site', async ({ page }) => {
  for (const site of demoSites()) {
    const response = await page.goto(siteUrl(site.host));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(site.name);
  }
});

test('the health endpoint reports the database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true, database: 'up' });
});

// Issue 12: these answered a bare 500 (a segment Next could not decode; a NUL the database rejected).
test('a malformed URL is a 404 inside the site, never a 500', async ({ page }) => {
  const [site] = demoSites();
  for (const path of ['/cars/%E0%A4%A', '/cars/%FF', '/cars/a%00b', '/search/%C0%AF', '/%']) {
    const response = await page.goto(subdomainUrl(site!.slug, path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: site!.name })).toBeVisible();
  }
  // A path that already names an app route is answered by the proxy itself.
  const api = await page.goto(subdomainUrl(site!.slug, '/api/cars/%FF/similar'));
  expect(api?.status()).toBe(400);
});

test('robots.txt, the sitemap and the icons are per site', async ({ page }) => {
  const [first, second] = demoSites();
  const robots = await page.goto(subdomainUrl(first!.slug, '/robots.txt'));
  expect(robots?.status()).toBe(200);
  // The demo sites configure a siteUrl: the sitemap is named on it.
  expect(await robots!.text()).toContain(`Sitemap: ${first!.overrides.siteUrl}/sitemap.xml`);
  const sitemap = await page.goto(subdomainUrl(first!.slug, '/sitemap.xml'));
  expect(sitemap?.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await sitemap!.text();
  const cars = [...xml.matchAll(/<loc>[^<]*\/cars\/([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(cars.length).toBeGreaterThan(0);
  // A listed car's page answers 200 on its own site and 404 on another.
  expect((await page.goto(subdomainUrl(first!.slug, `/cars/${cars[0]}`)))?.status()).toBe(200);
  expect((await page.goto(subdomainUrl(second!.slug, `/cars/${cars[0]}`)))?.status()).toBe(404);
  const favicon = await page.goto(subdomainUrl(first!.slug, '/favicon.ico'));
  expect(favicon?.headers()['content-type']).toBe('image/x-icon');
  await page.goto(subdomainUrl(first!.slug));
  await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute('href', '/icon.svg');
});
