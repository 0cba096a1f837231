import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { searchApi, type ApiHit } from './search-support';
import { subdomainUrl } from './support';

/**
 * The vehicle page's content below the gallery (issue 5, D-27..D-30, D-40, D-105): the sections in the spec's
 * order, the Key Information toggle by keyboard, and the feature banner's links per site.
 */

const D27_ORDER = [
  '#key-information',
  '#used-vehicle-check',
  '#external-video',
  '#dealer-comments',
  '#vehicle-calculators',
  '#all-specifications',
  '#vehicle-features',
  '#price-comparison',
  '#financeDisclaimer',
  '[data-testid="feature-banner"]',
  '[data-testid="similar-cars"]',
];

async function openInStockCar(page: Page, site: string): Promise<void> {
  const { hits } = await searchApi(page.context(), '?car_type=used', site);
  const car = hits.find((hit: ApiHit) => hit.status === 'in_stock' && !hit.sold && !hit.reserved);
  expect(car, `a used car in stock on ${site}`).toBeDefined();
  const response = await page.goto(subdomainUrl(site, `/cars/${car!.slug}`));
  expect(response?.status()).toBe(200);
}

/** The document positions of the sections present on the page, in D-27 order. */
async function sectionPositions(page: Page): Promise<number[]> {
  return page.evaluate((selectors) => {
    const all = [...document.querySelectorAll('*')];
    return selectors
      .map((selector) => document.querySelector(selector))
      .filter((element): element is Element => element !== null)
      .map((element) => all.indexOf(element));
  }, D27_ORDER);
}

for (const site of ['harbourside', 'summit']) {
  test(`${site}: the sections below the gallery follow D-27, and Key Information opens by keyboard`, async ({
    page,
  }) => {
    await openInStockCar(page, site);
    await expect(page.getByTestId('similar-cars')).toBeVisible({ timeout: 15_000 });
    const positions = await sectionPositions(page);
    expect(positions.length).toBeGreaterThanOrEqual(7);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    await expect(page.locator('#financeDisclaimer')).toHaveCount(1);

    const keyInformation = page.locator('#key-information');
    const rows = keyInformation.locator('dl > div');
    await expect(rows.filter({ visible: true })).toHaveCount(4);
    const toggle = keyInformation.getByRole('button', { name: 'Show More' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(keyInformation.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await rows.filter({ visible: true }).count()).toBeGreaterThan(4);
  });
}

test('the feature banner links to offers, service booking and selling your car (D-40)', async ({ page }) => {
  for (const [site, serviceHref] of [
    ['outback', '/service'],
    ['harbourside', '/service#service-booking'],
  ] as const) {
    await openInStockCar(page, site);
    const links = page.getByTestId('feature-banner').getByRole('link');
    await expect(links).toHaveText([
      'Latest OffersSee the latest deals from our dealership.',
      'Book Your Service OnlineSave time & book online',
      'Sell Your CarGet an instant offer for your car.',
    ]);
    await expect(links.nth(0)).toHaveAttribute('href', '/special-offers');
    await expect(links.nth(1)).toHaveAttribute('href', serviceHref);
    await expect(links.nth(2)).toHaveAttribute('href', '/trade-in');
  }
});
