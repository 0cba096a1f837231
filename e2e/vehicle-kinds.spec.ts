import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { searchApi, url, type ApiHit } from './search-support';
import { subdomainUrl } from './support';

/**
 * Issue 17: the vehicle page on a phone (key facts before the buttons, one primary action), per vehicle kind
 * (a towed caravan's own facts, no kilometres and no fuel calculator) and without a script (every fact shown).
 */

const PHONE = { width: 390, height: 844 };

type Hit = ApiHit & { km: number; year: number };

/** Opens the page of a used car in stock (from the group site's search API) and checks its kilometres fact. */
async function openUsedCar(page: Page, context: BrowserContext): Promise<Hit> {
  const { hits } = await searchApi(context, '?car_type=used');
  const car = (hits as Hit[]).find((hit) => hit.status === 'in_stock' && !hit.sold && hit.km > 0);
  expect(car, 'a used car in stock').toBeDefined();
  await page.goto(url(`/cars/${car!.slug}`));
  await expect(fact(page, 'Kilometres')).toHaveText(`${car!.km.toLocaleString('en-AU')} km`);
  return car!;
}

const keyFacts = (page: Page) => page.getByTestId('vehicle-key-facts');
const fact = (page: Page, label: string) =>
  keyFacts(page)
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

async function towedCaravan(context: BrowserContext) {
  const { hits } = await searchApi(context, '?body=hardtop', 'outback');
  const caravan = hits.find((hit) => hit.status === 'in_stock' && !hit.sold);
  expect(caravan, 'an in-stock hardtop caravan on outback').toBeDefined();
  return caravan!;
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('a car’s key facts come before its buttons: one primary action, the rest two to a row', async ({
    page,
    context,
  }) => {
    const car = await openUsedCar(page, context);
    await expect(fact(page, 'Year')).toHaveText(String(car.year));
    const kmBox = (await fact(page, 'Kilometres').boundingBox())!;
    const actions = page.getByTestId('vehicle-actions');
    const first = (await actions.getByRole('link').first().boundingBox())!;
    expect(kmBox.y).toBeLessThan(first.y);
    // The kilometres are read on the second screen at the latest (the gallery fills most of the first).
    expect(kmBox.y + kmBox.height).toBeLessThan(PHONE.height * 2);
    const boxes = await actions
      .locator('a, button')
      .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().width)));
    const full = boxes[0]!;
    expect(boxes.slice(1, 3).every((width) => width < full / 2 + 1)).toBe(true);
  });
});

test('a towed caravan leads with its length, sleeps and masses, shows no kilometres and no fuel calculator', async ({
  page,
  context,
}) => {
  const caravan = await towedCaravan(context);
  await page.goto(subdomainUrl('outback', `/cars/${caravan.slug}`));
  const labels = await keyFacts(page).locator('dt').allTextContents();
  expect(labels.slice(0, 3)).toEqual(['Year', 'Length', 'Sleeps']);
  expect(labels).not.toContain('Kilometres');
  await expect(fact(page, 'Length')).toHaveText(/^\d+\.\d{2} m$/);
  await expect(page.getByTestId('vehicle-actions')).toContainText('Book Inspection');
  const specs = page.locator('#all-specifications');
  await expect(specs.locator('h3').first()).toHaveText('Caravan Specifications');
  await expect(specs.getByText('Body Length')).toBeVisible();
  await expect(page.locator('#key-information')).not.toContainText('Kilometres');
  await page.getByTestId('vehicle-calculators').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('delivery-calculator')).toBeVisible();
  await expect(page.getByTestId('fuel-calculator')).toHaveCount(0);
  await expect(page.getByTestId('vehicle-page')).not.toContainText(/\b0 km\b/);
});

test('the caravan dealer counts caravans', async ({ page, context }) => {
  const api = await searchApi(context, '', 'outback');
  await page.goto(subdomainUrl('outback', '/search/new-used-and-demo-cars'));
  await expect(page.getByTestId('search-count')).toHaveText(`${api.count} caravans found`);
});

test.describe('without a script', () => {
  test.use({ javaScriptEnabled: false });

  test('the key facts, every key information row and every specification are shown, without dead toggles', async ({
    page,
    context,
  }) => {
    await openUsedCar(page, context);
    const keyRows = page.locator('#key-information-list > div');
    expect(await keyRows.count()).toBeGreaterThan(4);
    for (const row of await keyRows.all()) await expect(row).toBeVisible();
    const specRows = page.locator('#all-specifications-lists dl > div');
    expect(await specRows.count()).toBeGreaterThan(4);
    for (const row of await specRows.all()) await expect(row).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Show More|Show All)$/ })).toHaveCount(0);
  });
});
