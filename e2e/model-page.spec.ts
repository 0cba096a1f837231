import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeScan, demoSites, subdomainUrl } from './support';

const sites = demoSites();
// The franchise dealer: one make, its models in /models, each with its own stock.
const dealerSite = sites.find((site) => site.overrides.siteType === 'dealer')!;
const groupSite = sites.find((site) => site.overrides.siteType === 'group')!;
const url = (path: string) => subdomainUrl(dealerSite.slug, path);

/** The model cards in /models whose target is a model page (not an override URL). */
const modelPageCards = (page: Page) => page.locator('[data-testid="model-card"][href^="/models/"]');

test('a model card opens the model page; its in-stock link opens a search of that model (B-41)', async ({
  page,
}) => {
  await page.goto(url('/models'));
  const card = modelPageCards(page).filter({ has: page.getByRole('heading', { name: 'Toyota Corolla' }) });
  await card.click();
  await expect(page).toHaveURL(url('/models/corolla'));
  await expect(page).toHaveTitle(/^Toyota Corolla \| /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota Corolla');
  const summary = page.getByTestId('model-stock-summary');
  await expect(summary).toContainText(/\d+ in stock/);
  await expect(summary).toContainText(/From \$[\d,]+ to \$[\d,]+/);
  const count = Number(/(\d+) in stock/.exec((await summary.textContent()) ?? '')![1]);
  await expect(page.getByTestId('model-vehicles').locator(':scope > li')).toHaveCount(Math.min(8, count));
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Book a Test Drive' })).toHaveAttribute(
    'href',
    '/book-test-drive',
  );

  await main.getByRole('link', { name: 'View Toyota Corolla stock' }).click();
  await expect(page).toHaveURL(/\/search\/[a-z-]+\/toyota\/corolla$/);
  // Search also lists recently sold and reserved cars (C-77), which are not in stock.
  const found = Number(
    /^(\d+) vehicles? found$/.exec((await page.getByTestId('search-count').textContent())!)![1],
  );
  expect(found).toBeGreaterThanOrEqual(count);
  await expect(page.getByTestId('search-card').first()).toContainText('Toyota Corolla');
});

test("every model card's car leads to its page, and a model card with an override opens that page", async ({
  page,
}) => {
  await page.goto(url('/models/corolla'));
  const carHref = await page.getByTestId('model-vehicles').getByRole('link').first().getAttribute('href');
  expect((await page.goto(url(carHref!)))?.status()).toBe(200);

  await page.goto(url('/models'));
  const override = page.locator('[data-testid="model-card"][href^="/pages/"]').first();
  const title = (await override.getByRole('heading').textContent())!;
  await override.click();
  await expect(page).toHaveURL(/\/pages\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
});

test("another site's model slug, an unknown and a malformed one are 404", async ({ page }) => {
  // Only the group site sells the Kia Sportage.
  expect((await page.goto(subdomainUrl(groupSite.slug, '/models/sportage')))?.status()).toBe(200);
  for (const path of ['/models/sportage', '/models/no-such-model', '/models/-x', '/models/a%00b'])
    expect((await page.goto(url(path)))?.status(), path).toBe(404);
});

test('a model page has no axe violations', async ({ page }) => {
  await page.goto(url('/models/corolla'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await axeScan(
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
  );
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`)).toEqual([]);
});
