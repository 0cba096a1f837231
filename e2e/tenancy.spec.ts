import { expect, test } from '@playwright/test';
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
