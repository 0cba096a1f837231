import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { demoSites, port, rawGet, seriousViolations, subdomainUrl, WCAG_21_AA } from './support';

const site = demoSites()[0]!;

test('a missing page is a 404 in the site’s own shell, with a search box that searches its stock', async ({
  page,
}) => {
  const response = await page.goto(subdomainUrl(site.slug, '/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: site.name })).toBeVisible();
  const search = page.getByTestId('not-found-search').getByRole('combobox');
  await search.fill('hilux');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search[^?]*\?query=hilux$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
});

// Decision 027: Next alone sends an empty error document here and draws the 404 in the browser.
test('a 404 arrives drawn on the server: the site’s header, the heading and the search box, not indexed', async () => {
  for (const path of ['/no-such-page', '/cars/no-such-car-123', '/page-not-found']) {
    const { status, body } = await rawGet(`${site.slug}.localhost:${port}`, path);
    expect(status, path).toBe(404);
    expect(body, path).not.toContain('__next_error__');
    expect(body, path).toContain(`<title>Page not found | ${site.name}</title>`);
    expect(body, path).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(body, path).toContain(`alt="${site.name}"`);
    expect(body, path).toContain('data-testid="not-found-search"');
    expect(body, path).toContain('<meta name="robots" content="noindex"/>');
  }
});

test('the server-drawn 404 hydrates without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(subdomainUrl(site.slug, '/cars/no-such-car-123'));
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: site.name, exact: true }).click();
  await expect(page).toHaveURL(subdomainUrl(site.slug, '/'));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  expect(errors.filter((text) => !text.includes('404'))).toEqual([]);
});

test('the 404 page has no axe violations', async ({ page }) => {
  await page.goto(subdomainUrl(site.slug, '/no-such-page'));
  await expect(page.getByTestId('not-found-search')).toBeVisible();
  expect(await seriousViolations(new AxeBuilder({ page }).withTags(WCAG_21_AA))).toEqual([]);
});
