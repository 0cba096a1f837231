import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { fuelCostText } from '../src/domain/calculators/fuel';
import { axeScan, subdomainUrl } from './support';

/**
 * The vehicle page's fuel and delivery calculators (issue 5, checklist G-1..G-16) on two demo sites.
 * Expects /cars/{slug} to mount `<VehicleCalculators car={{ id, fuel, simpleFuel, fuelConsumptionCombined }} />`
 * from src/components/vehicle/calculators. Cars are found through the site's own search API.
 * harbourside (Newcastle West NSW) has its own delivery rate table; redgum (Blair Athol SA) the platform's.
 */

const NO_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

const SITES = [
  {
    slug: 'harbourside',
    quotes: [
      ['2300', 'Estimated delivery to Newcastle and the Hunter: $120'],
      ['2000', 'Estimated delivery to Sydney and the Central Coast: $290'],
      ['2650', 'Estimated delivery to Regional NSW: $590'],
      ['6000', 'Estimated delivery to Remote WA: $2,190'],
    ],
  },
  {
    slug: 'redgum',
    quotes: [
      ['5000', 'Estimated delivery to Local area: $150'],
      ['3000', 'Estimated delivery to Long distance VIC: $1,250'],
      ['6000', 'Estimated delivery to Remote WA: $2,200'],
    ],
  },
] as const;

const perWeek = (dollars: number) =>
  `${new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol' }).format(dollars)} per week`;

/** The first car of the site with that simple_fuel, from GET /api/search (in the browser: it resolves *.localhost). */
async function carSlug(page: Page, site: string, fuel: string): Promise<string> {
  const response = await page.goto(subdomainUrl(site, `/api/search?fuel=${encodeURIComponent(fuel)}`));
  expect(response?.status()).toBe(200);
  const body = (await response!.json()) as { hits: { slug: string }[] };
  expect(body.hits.length).toBeGreaterThan(0);
  return body.hits[0]!.slug;
}

async function openCar(page: Page, site: string, fuel: string) {
  await page.goto(subdomainUrl(site, `/cars/${await carSlug(page, site, fuel)}`));
  const delivery = page.getByTestId('delivery-calculator');
  await expect(delivery).toBeVisible();
  return { fuel: page.getByTestId('fuel-calculator'), delivery };
}

/** Counts the page's calls to the delivery-price API. */
function countLookups(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/delivery-price') urls.push(request.url());
  });
  return urls;
}

for (const site of SITES) {
  test.describe(`${site.slug}: fuel calculator`, () => {
    test('starts at 1.70 and 250 kms, uses the car consumption, and reads $, kms and commas (G-1..G-4, G-6, G-7)', async ({
      page,
    }) => {
      const { fuel } = await openCar(page, site.slug, 'Petrol');
      await expect(fuel.getByRole('heading', { name: 'Fuel Calculator' })).toBeVisible();
      const price = fuel.getByRole('textbox', { name: 'Fuel Price' });
      const distance = fuel.getByRole('textbox', { name: 'Distance/Week' });
      await expect(price).toHaveValue('1.70');
      await expect(distance).toHaveValue('250 kms');
      const basis = (await fuel.getByTestId('fuel-consumption').textContent()) ?? '';
      const consumption = Number(/^Based on ([\d.]+) L\/100km\.$/.exec(basis)?.[1]);
      expect(consumption).toBeGreaterThan(0);
      const cost = fuel.getByTestId('fuel-cost');
      await expect(cost).toHaveAttribute('aria-live', 'polite');
      // The unit tests pin the maths (G-3); here the page must show it for this car's figure.
      await expect(cost).toHaveText(fuelCostText('1.70', '250 kms', consumption));
      await price.fill('$2.00');
      await distance.fill('1,000 kms');
      await expect(cost).toHaveText(perWeek(20 * consumption));
      await distance.fill('a long way');
      await expect(cost).toHaveText('$0.00 per week');
    });

    test('is not shown for an electric car, while delivery is (G-5)', async ({ page }) => {
      const { fuel, delivery } = await openCar(page, site.slug, 'Electric');
      await expect(fuel).toHaveCount(0);
      await expect(delivery).toBeVisible();
    });
  });

  test.describe(`${site.slug}: delivery calculator`, () => {
    test('prices postcodes from the car yard with the site rate table (G-8, G-12..G-14)', async ({
      page,
    }) => {
      const { delivery } = await openCar(page, site.slug, 'Petrol');
      await expect(delivery.getByRole('heading', { name: 'Delivery Calculator' })).toBeVisible();
      await expect(delivery.getByTestId('delivery-note')).toHaveText(
        'We deliver anywhere in Australia. Prices are a guide only.',
      );
      const postcode = delivery.getByRole('textbox', { name: 'Postcode' });
      const message = delivery.getByTestId('delivery-message');
      await expect(message).toHaveAttribute('aria-live', 'polite');
      for (const [code, text] of site.quotes) {
        await postcode.fill(code);
        await delivery.getByRole('button', { name: 'Check' }).click();
        await expect(message).toHaveText(text);
      }
      await postcode.fill('0000');
      await postcode.press('Enter');
      await expect(message).toHaveText(NO_ESTIMATE);
    });

    test("'Please enter a postcode.' without a call, and 4 digits at most (G-10, G-15)", async ({ page }) => {
      const lookups = countLookups(page);
      const { delivery } = await openCar(page, site.slug, 'Diesel');
      const postcode = delivery.getByRole('textbox', { name: 'Postcode' });
      await delivery.getByRole('button', { name: 'Check' }).click();
      await expect(delivery.getByTestId('delivery-message')).toHaveText('Please enter a postcode.');
      await expect(postcode).toHaveAttribute('aria-invalid', 'true');
      expect(lookups).toEqual([]);
      await postcode.pressSequentially('ab20001');
      await expect(postcode).toHaveValue('2000');
      await expect(delivery.getByTestId('delivery-message')).toHaveText('');
    });

    test('disables Check while loading; a network error shows the message and Check works again (G-9, G-11, G-16)', async ({
      page,
    }) => {
      const { delivery } = await openCar(page, site.slug, 'Petrol');
      const held: Route[] = [];
      await page.route('**/api/delivery-price?**', (route) => {
        held.push(route);
      });
      const check = delivery.getByRole('button', { name: 'Check' });
      const message = delivery.getByTestId('delivery-message');
      await delivery.getByRole('textbox', { name: 'Postcode' }).fill(site.quotes[0][0]);
      await check.click();
      await expect(check).toBeDisabled();
      await expect(message).toHaveAttribute('data-state', 'loading');
      await expect.poll(() => held.length).toBe(1);
      await held[0]!.abort('failed');
      await expect(message).toHaveText(NO_ESTIMATE);
      await expect(check).toBeEnabled();
      await page.unroute('**/api/delivery-price?**');
      await check.click();
      await expect(message).toHaveText(site.quotes[0][1]);
    });
  });
}

/** WCAG 2.1 A and AA checks by axe-core on the calculators only (the rest of the page is other tests' work). */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeScan(
    new AxeBuilder({ page })
      .include('[data-testid="vehicle-calculators"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const site of SITES) {
  test(`${site.slug}: the calculators have no axe violations, with a result and with an error`, async ({
    page,
  }) => {
    const { delivery } = await openCar(page, site.slug, 'Petrol');
    const message = delivery.getByTestId('delivery-message');
    await delivery.getByRole('textbox', { name: 'Postcode' }).fill(site.quotes[0][0]);
    await delivery.getByRole('button', { name: 'Check' }).click();
    await expect(message).toHaveText(site.quotes[0][1]);
    expect(await axeViolations(page)).toEqual([]);
    await delivery.getByRole('textbox', { name: 'Postcode' }).fill('');
    await delivery.getByRole('button', { name: 'Check' }).click();
    await expect(message).toHaveText('Please enter a postcode.');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('both calculators fit the screen and stack (harbourside)', async ({ page }) => {
    const { fuel, delivery } = await openCar(page, 'harbourside', 'Petrol');
    const [fuelBox, deliveryBox] = [await fuel.boundingBox(), await delivery.boundingBox()];
    expect(fuelBox!.x).toBeGreaterThanOrEqual(0);
    expect(fuelBox!.x + fuelBox!.width).toBeLessThanOrEqual(360);
    expect(deliveryBox!.x + deliveryBox!.width).toBeLessThanOrEqual(360);
    expect(deliveryBox!.y).toBeGreaterThanOrEqual(fuelBox!.y + fuelBox!.height);
    const check = delivery.getByRole('button', { name: 'Check' });
    expect((await check.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });
});
