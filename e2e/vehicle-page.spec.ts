import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectSuccess, fillContact, waitForForm } from './lead-forms-support';
import { searchApi, type ApiHit } from './search-support';
import { demoSites, subdomainUrl } from './support';

/**
 * The vehicle page's backbone (issue 5): server-rendered title, price, metadata and JSON-LD on two demo sites;
 * 404s for unknown and other sites' slugs; a sold car; the Request Photos modal; the viewed-car record.
 */

type Hit = ApiHit & {
  stocknum: string;
  year: number;
  model: string;
  badge: string | null;
  series: string | null;
  body: string | null;
};

const sites = demoSites();
const siteOf = (slug: string) => sites.find((site) => site.slug === slug)!;
const siteUrlOf = (slug: string) =>
  (siteOf(slug).overrides as unknown as { siteUrl: string }).siteUrl.replace(/\/$/, '');

const isInStock = (hit: ApiHit) =>
  ['in_stock', 'coming_soon'].includes(hit.status) && !hit.sold && !hit.reserved;
const titleOf = (hit: Hit) =>
  [hit.year, hit.make, hit.model, hit.badge, hit.series]
    .filter((part) => part !== null && part !== '')
    .join(' ');
const money = (amount: number) => `$${new Intl.NumberFormat('en-AU').format(amount)}`;

async function inStockCar(context: BrowserContext, site: string): Promise<Hit> {
  const { hits } = await searchApi(context, '', site);
  const car = (hits as Hit[]).find((hit) => isInStock(hit) && hit.price > 200);
  expect(car, `an in-stock car with a price on ${site}`).toBeDefined();
  return car!;
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const site of ['harbourside', 'redgum']) {
  test(`${site}: a car page renders its title, price, metadata and JSON-LD`, async ({ page, context }) => {
    const car = await inStockCar(context, site);
    const title = titleOf(car);
    const response = await page.goto(subdomainUrl(site, `/cars/${car.slug}`));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('vehicle-price').locator('span').first()).toHaveText(money(car.price));
    await expect(page).toHaveTitle(`${title} | ${siteOf(site).name}`);
    const canonical = `${siteUrlOf(site)}/cars/${car.slug}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Stock no /);
    const blocks = await jsonLd(page);
    const vehicle = blocks.find((block) => block['@type'] === 'Car')!;
    expect(vehicle).toMatchObject({
      name: title,
      url: canonical,
      offers: { '@type': 'Offer', price: car.price, priceCurrency: 'AUD', seller: { '@type': 'AutoDealer' } },
    });
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item?: string }[];
    };
    expect(crumbs.itemListElement[0]).toMatchObject({ name: 'Home', item: `${siteUrlOf(site)}/` });
    expect(crumbs.itemListElement.at(-1)).toEqual({
      '@type': 'ListItem',
      position: crumbs.itemListElement.length,
      name: title,
    });
    await expect(page.getByRole('button', { name: `Save ${title}` })).toBeVisible();
    const actions = page.getByTestId('vehicle-actions').getByRole('link');
    await expect(actions.first()).toHaveText('Enquire Now');
    await expect(actions.filter({ hasText: 'Reserve Now' })).toHaveAttribute(
      'href',
      `/cars/${car.slug}/checkout`,
    );
  });
}

test('an unknown slug is 404', async ({ page }) => {
  const response = await page.goto(subdomainUrl('harbourside', '/cars/no-such-car-here'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test("another site's slug is 404", async ({ page, context }) => {
  const car = await inStockCar(context, 'redgum');
  expect((await page.goto(subdomainUrl('redgum', `/cars/${car.slug}`)))?.status()).toBe(200);
  const response = await page.goto(subdomainUrl('harbourside', `/cars/${car.slug}`));
  expect(response?.status()).toBe(404);
});

test("a sold car shows SOLD and 'Find Me Something Similar' instead of the buttons", async ({
  page,
  context,
}) => {
  const sold = await searchApi(context, '?status=sold', 'harbourside');
  test.skip(sold.count === 0, 'no sold car within its retention');
  const car = sold.hits[0]!;
  await page.goto(subdomainUrl('harbourside', `/cars/${car.slug}`));
  await expect(page.getByTestId('sold-message')).toHaveText('SOLD');
  const actions = page.getByTestId('vehicle-actions').getByRole('link');
  await expect(actions).toHaveText(['Find Me Something Similar']);
  await expect(actions).toHaveAttribute('href', /^\/search\/.+/);
  // D-52: no favourite control for a car not in stock (unless already saved).
  await expect(page.getByRole('button', { name: /^Save / })).toHaveCount(0);
});

test.describe('Request Photos', () => {
  for (const site of ['harbourside', 'redgum']) {
    test(`${site}: the modal sends a photo request and lands on /success`, async ({ page, context }) => {
      const car = await inStockCar(context, site);
      await page.goto(subdomainUrl(site, `/cars/${car.slug}`));
      await expect(page.getByTestId('vehicle-actions')).toHaveAttribute('data-hydrated', 'true');
      await page.getByRole('link', { name: 'Request Photos', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Request Photos' });
      await expect(dialog).toBeVisible();
      const form = await waitForForm(page);
      await expect(form.getByTestId('lead-form-car')).toHaveText(titleOf(car));
      await fillContact(form);
      const terms = form.getByRole('checkbox', { name: 'I agree to the terms of use.' });
      if ((await terms.count()) > 0) await terms.check();
      await form.getByRole('button', { name: 'Submit' }).click();
      await expectSuccess(page, 'Photo Request');
    });
  }

  test('Enquire Now opens the vehicle enquiry about the car', async ({ page, context }) => {
    const car = await inStockCar(context, 'redgum');
    await page.goto(subdomainUrl('redgum', `/cars/${car.slug}`));
    await expect(page.getByTestId('vehicle-actions')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('link', { name: 'Enquire Now', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Enquire Now' })).toBeVisible();
    const form = await waitForForm(page);
    await expect(form.getByTestId('lead-form-car')).toHaveText(titleOf(car));
    await expect(form.getByRole('combobox', { name: 'Category' })).toHaveValue('Vehicle Enquiry');
  });

  test('by keyboard: Enter opens the modal, Escape closes it and focus returns to the link', async ({
    page,
    context,
  }) => {
    const car = await inStockCar(context, 'harbourside');
    await page.goto(subdomainUrl('harbourside', `/cars/${car.slug}`));
    await expect(page.getByTestId('vehicle-actions')).toHaveAttribute('data-hydrated', 'true');
    const link = page.getByRole('link', { name: 'Request Photos', exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Request Photos' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(link).toBeFocused();
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('Request Photos and Enquire Now open their forms on the page', async ({ page, context }) => {
    const car = await inStockCar(context, 'harbourside');
    await page.goto(subdomainUrl('harbourside', `/cars/${car.slug}`));
    await page.getByRole('link', { name: 'Request Photos', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}\\?request_photos=1#request-photos$`));
    await expect(page.locator('#request-photos-heading')).toHaveText('Request Photos');
    await page.getByRole('link', { name: 'Enquire Now', exact: true }).click();
    await expect(page.locator('#enquire-heading')).toHaveText('Enquire Now');
  });
});

test('viewing a car keeps a viewed-car record in local storage (D-104)', async ({ page, context }) => {
  const car = await inStockCar(context, 'redgum');
  await page.goto(subdomainUrl('redgum', `/cars/${car.slug}`));
  await expect(page.getByTestId('vehicle-actions')).toHaveAttribute('data-hydrated', 'true');
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => /^forecourt:\d+:viewed-cars$/.test(key))
      .map((key) => JSON.parse(localStorage.getItem(key)!) as unknown),
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]).toEqual([
    expect.objectContaining({
      id: car.id,
      stocknum: car.stocknum,
      make: car.make,
      model: car.model,
      simple_body: car.body,
    }),
  ]);
});

test('Trade-In Valuation opens the trade-in form about the car (B-14)', async ({ page, context }) => {
  const car = await inStockCar(context, 'harbourside');
  await page.goto(subdomainUrl('harbourside', `/cars/${car.slug}`));
  const link = page.getByRole('link', { name: 'Trade-In Valuation', exact: true });
  await expect(link).toHaveAttribute('href', `/cars/trade-in?car_id=${car.id}`);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trade-In Valuation' })).toBeVisible();
  const form = await waitForForm(page);
  await expect(form.getByTestId('lead-form-car')).toHaveText(titleOf(car));
});
