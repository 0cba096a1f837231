import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LAYOUT_PAGES, LAYOUT_SITES, SITE_PAGES } from './axe-pages';
import { axeScan, demoSites, subdomainUrl } from './support';

/**
 * Next sends a 404 of a dynamic route as a bare error document (no root layout, so no `lang`) and renders the
 * not-found page in the browser (vercel/next.js#97000): axe must look once the root layout is there.
 */
async function renderedInTheBrowser(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
  await expect(page.locator('main h1, h1').first()).toBeVisible();
}

/** Every WCAG 2.1 A and AA violation axe finds on the page, each with the elements it names. */
const axeViolations = async (page: Page) => {
  const results = await axeScan(
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const pagesToScan = demoSites().flatMap((site) => [
  ...SITE_PAGES.map((path) => ({ slug: site.slug, path })),
  ...(LAYOUT_SITES.includes(site.slug) ? LAYOUT_PAGES.map((path) => ({ slug: site.slug, path })) : []),
]);

/** WCAG 2.1 A and AA checks by axe-core: once per layout, and once per site for its colours (e2e/axe-pages.ts). */
for (const { slug, path } of pagesToScan) {
  test(`${slug}${path} has no axe violations`, async ({ page }) => {
    await page.goto(subdomainUrl(slug, path));
    await renderedInTheBrowser(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the platform 404 has no axe violations', async ({ page }) => {
  await page.goto(subdomainUrl('nosuch'));
  await renderedInTheBrowser(page);
  const results = await axeScan(
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
  );
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('the search page with its filter drawer open on a phone has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [site] = demoSites();
  await page.goto(subdomainUrl(site!.slug, '/search/used-cars'));
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  const results = await axeScan(
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
  );
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('a lead form showing its error summary, and the test-drive booking step, have no axe violations', async ({
  page,
}) => {
  const site = demoSites().find((candidate) => candidate.overrides.siteType === 'group')!;
  await page.goto(subdomainUrl(site.slug, '/book-test-drive'));
  const form = page.getByTestId('lead-form');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByTestId('form-error-summary')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Jo Citizen');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('jo@example.com');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 678');
  await form.getByRole('combobox', { name: 'Test Drive Location' }).selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('group', { name: 'Test Drive Booking Date' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the Quick Enquiry modal on a phone has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [site] = demoSites();
  await page.goto(subdomainUrl(site!.slug, '/search/used-cars'));
  await expect(page.locator('[data-search-ready="true"]')).toBeVisible();
  const card = page.getByTestId('search-card').first();
  await card.locator('summary', { hasText: 'More' }).click();
  await card.getByRole('link', { name: 'Quick Enquiry' }).click();
  await expect(page.getByRole('dialog', { name: 'Quick Enquiry' }).getByTestId('lead-form')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

/** A car page (issue 5) of every demo site, the first in-stock car its search API lists. */
for (const site of demoSites()) {
  test(`${site.slug}/cars/{slug} has no axe violations`, async ({ page, context }) => {
    const tab = await context.newPage();
    const response = await tab.goto(subdomainUrl(site.slug, '/api/search'));
    const { hits } = (await response!.json()) as { hits: { slug: string; status: string; sold: boolean }[] };
    await tab.close();
    const car = hits.find((hit) => hit.status === 'in_stock' && !hit.sold)!;
    await page.goto(subdomainUrl(site.slug, `/cars/${car.slug}`));
    await expect(page.getByTestId('vehicle-actions')).toHaveAttribute('data-hydrated', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });
}
