import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { demoSites, subdomainUrl } from './support';

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

test('the 404 page has no axe violations', async ({ page }) => {
  await page.goto(subdomainUrl(site.slug, '/no-such-page'));
  await expect(page.getByTestId('not-found-search')).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([]);
});
