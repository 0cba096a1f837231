import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeScan, rawGet, subdomainUrl } from './support';

/** Issue 12 (L, B-28, B-41): the dealer-group site's brand pages and home sections, on the summit demo site. */

async function axeViolations(page: Page) {
  const results = await axeScan(
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a home brand tile opens the brand page: models in stock, offers, locations, breadcrumbs', async ({
  page,
}) => {
  await page.goto(subdomainUrl('summit'));
  const tile = page.locator('#brands').getByRole('link', { name: 'Mazda', exact: true });
  await expect(tile).toHaveAttribute('href', '/mazda/overview');
  await tile.click();
  await page.waitForURL(subdomainUrl('summit', '/mazda/overview'), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mazda');
  // After a client-side navigation the home page's description can linger in the head for a moment.
  await expect(page.locator('meta[name="description"][content*="Mazda"]')).toHaveCount(1);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"BreadcrumbList"') && text.includes('/brands'))).toBe(true);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Brands' }),
  ).toBeVisible();

  const models = page.getByTestId('brand-models').getByRole('link');
  await expect(models.first()).toBeVisible();
  const locations = page.getByTestId('brand-locations').getByRole('link');
  await expect(locations.first()).toHaveAttribute('href', /^\/locations\//);
  expect(await axeViolations(page)).toEqual([]);

  // Every link the page adds answers 200 (the crawl's rule), the stock search included.
  const hrefs = await page
    .locator(
      'main [data-testid="brand-models"] a, main [data-testid="brand-locations"] a, main #brand-heading ~ div a',
    )
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')!).filter((href) => href.startsWith('/')),
    );
  expect(hrefs.length).toBeGreaterThan(1);
  for (const href of new Set(hrefs)) expect((await rawGet('summit.localhost', href)).status, href).toBe(200);
});

test('/brands lists every brand; a brand that skips its page links to its target (L-11)', async ({
  page,
}) => {
  const response = await page.goto(subdomainUrl('summit', '/brands'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Brands');
  for (const grid of ['Cars', 'Motorcycles', 'Trucks', 'Group Brands'])
    await expect(page.getByRole('heading', { level: 2, name: grid })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Summit Used Cars', exact: true })).toHaveAttribute(
    'href',
    '/search/used-cars',
  );
  await expect(page.getByRole('link', { name: 'Harley-Davidson', exact: true })).toHaveAttribute(
    'href',
    '/harley-davidson/overview',
  );
  expect(await axeViolations(page)).toEqual([]);
  // The caravan site links /brands from its navigation.
  expect((await rawGet('outback.localhost', '/brands')).status).toBe(200);
});

test('/brands lists the manufacturers the site stocks, each to its stock search (L-14)', async ({ page }) => {
  await page.goto(subdomainUrl('summit', '/brands'));
  const section = page.getByRole('region', { name: 'Manufacturers' });
  await expect(section.getByRole('heading', { level: 2, name: 'Manufacturers' })).toBeVisible();
  const mazda = section.getByRole('link', { name: 'Mazda stock' });
  await expect(mazda).toHaveAttribute('href', /^\/search\/.*mazda/i);
  const hrefs = await section
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(1);
  for (const href of hrefs.slice(0, 5))
    expect((await rawGet('summit.localhost', href)).status, href).toBe(200);
  // Only makes the site stocks: the platform list's caravan makes (the caravan site's) are not there.
  await expect(section.getByRole('link', { name: 'Jayco stock' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('the group home pickers open the stock search of a brand or a body type (L-13)', async ({ page }) => {
  await page.goto(subdomainUrl('summit'));
  const section = page.getByRole('region', { name: 'Find Your Next Car' });
  const brand = section.getByRole('form', { name: 'Search by brand' });
  const brandSelect = brand.getByRole('combobox', { name: 'Search by brand' });
  await brandSelect.selectOption({ label: 'Mazda' });
  const brandHref = await brandSelect.inputValue();
  expect(brandHref).toMatch(/^\/search\/.*mazda/i);
  expect(await axeViolations(page)).toEqual([]);
  await brand.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.pathname + url.search === brandHref, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(subdomainUrl('summit'));
  const body = page
    .getByRole('region', { name: 'Find Your Next Car' })
    .getByRole('combobox', { name: 'Search by body type' });
  const options = await body
    .locator('option')
    .evaluateAll((list) => list.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  expect(options.length).toBeGreaterThan(1);
  await body.focus();
  await body.selectOption(options[0]!);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname + url.search === options[0], { timeout: 15_000 });
  for (const href of options) expect((await rawGet('summit.localhost', href)).status, href).toBe(200);
});

test('/brands/{slug} redirects to /{slug}/overview; unknown brands are a 404', async ({ page }) => {
  expect(await rawGet('summit.localhost', '/brands/kia')).toMatchObject({
    status: 308,
    location: '/kia/overview',
  });
  for (const path of ['/no-such-brand/overview', '/brands/no-such-brand', '/summit-used-cars/overview'])
    expect((await rawGet('summit.localhost', path)).status, path).toBe(404);
  // Another site's brand is not this site's.
  expect((await rawGet('harbourside.localhost', '/mazda/overview')).status).toBe(404);
  const missing = await page.goto(subdomainUrl('summit', '/no-such-brand/overview'));
  expect(missing?.status()).toBe(404);
});

test('the group home: numbers, sales counter, reviews at /#reviews, BOOK A SERVICE and payment logos', async ({
  page,
}) => {
  // L-5..L-7 on the browser's clock: 2 August 00:07 Brisbane is 192 sales; 150 s later the counter refreshes.
  await page.clock.install({ time: new Date('2025-08-02T00:07:00+10:00') });
  await page.goto(subdomainUrl('summit', '/#reviews'));
  const stats = page.getByTestId('group-stats');
  for (const stat of ['50+Locations', '40+Brands', '30+Years']) await expect(stats).toContainText(stat);
  await expect(page.getByTestId('sales-counter')).toContainText('Sales this Month');
  await page.clock.runFor(2_500);
  await expect(page.getByTestId('sales-counter-value')).toHaveText('192');
  await page.clock.runFor(150_000);
  await page.clock.runFor(2_500);
  await expect(page.getByTestId('sales-counter-value')).toHaveText('193');

  const reviews = page.locator('#reviews');
  await expect(reviews).toBeInViewport();
  await expect(page.getByTestId('reviews-aggregate')).toContainText(/Based on \d+ reviews/);
  await reviews.getByText('Show all 12 reviews').click();
  await expect(reviews.getByRole('figure')).toHaveCount(12);

  await expect(page.getByRole('heading', { name: 'BOOK A SERVICE' })).toBeVisible();
  const service = page.getByRole('link', { name: 'Book your service online' });
  expect((await rawGet('summit.localhost', (await service.getAttribute('href'))!)).status).toBe(200);

  const payments = page.getByRole('region', { name: 'Payment methods' });
  await expect(payments).toContainText('We accept:');
  const logos = payments.getByRole('img');
  expect(await logos.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual([
    'Mastercard',
    'Visa',
    'Maestro',
    'Google Pay',
    'Apple Pay',
  ]);
  for (const src of await logos.evaluateAll((images) => images.map((image) => image.getAttribute('src')!)))
    expect((await rawGet('summit.localhost', src)).status, src).toBe(200);
  await expect(page.getByTestId('group-warranty')).toContainText(
    '7-year unlimited km warranty with 5-year roadside assist',
  );
  expect(await axeViolations(page)).toEqual([]);
});
