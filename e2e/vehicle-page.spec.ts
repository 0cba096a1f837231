import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { financeApplicationHref } from '../src/domain/cards/action-links';
import { isAutogaugeShown } from '../src/domain/price-comparison/gauge-rules';
import { marketTooltip } from '../src/domain/price-comparison/market-tooltip';
import { countLeadPosts, expectSuccess, fillContact, waitForForm } from './lead-forms-support';
import { searchApi, type ApiHit } from './search-support';
import { axeScan, demoSites, siteUrl, subdomainUrl } from './support';
import type { SidebarTestCar } from './vehicle-sidebar-cars';

/**
 * The vehicle page's backbone (issue 5): server-rendered title, price, metadata and JSON-LD on two demo sites;
 * 404s for unknown and other sites' slugs; a sold car; the Request Photos modal; the viewed-car record.
 */

type Hit = ApiHit & {
  stocknum: string;
  carType: string;
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
    // Link previews get JPEGs (issue 12): the generated photos' .jpg twins, which answer as image/jpeg.
    const shareImage = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    expect(shareImage).toMatch(/^https?:\/\/[^/]+\/media\/vehicle\/[^/]+\/[0-9a-f]{6}\/[^/]+\.jpg$/);
    // /media is the same on every host; the request context cannot resolve *.localhost names.
    const image = await page.request.get(siteUrl('localhost', new URL(shareImage!).pathname));
    expect(image.headers()['content-type']).toBe('image/jpeg');
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
    // D-56: an in-stock car over $200 can be reserved online (issue 15).
    await expect(actions.filter({ hasText: 'Reserve Now' })).toHaveAttribute(
      'href',
      `/cars/${car.slug}/checkout`,
    );
    await expect(actions.filter({ hasText: 'Book a Test Drive' })).toHaveAttribute(
      'href',
      `/book-test-drive?car=${car.id}`,
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

test('Trade-In Valuation opens the valuation about the car (B-14)', async ({ page, context }) => {
  const car = await inStockCar(context, 'harbourside');
  await page.goto(subdomainUrl('harbourside', `/cars/${car.slug}`));
  const link = page.getByRole('link', { name: 'Trade-In Valuation', exact: true });
  await expect(link).toHaveAttribute('href', `/cars/trade-in?car_id=${car.id}`);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trade-In Valuation' })).toBeVisible();
  const form = await waitForForm(page, 'trade_in');
  await expect(form.getByTestId('lead-form-car')).toHaveText(titleOf(car));
  await expect(form.getByRole('heading', { name: 'Step 1 of 3: Your Car' })).toBeVisible();
});

// ---- The sidebar's remaining pieces: Car Finance card, opening hours, market-price tooltip, autogauge default.

/** The demo cars' market data from the seed generator (e2e/vehicle-sidebar-cars.ts), read once per worker. */
let sidebarCars: Record<string, SidebarTestCar[]> | null = null;
function sidebarCarsOf(site: 'harbourside' | 'redgum'): SidebarTestCar[] {
  sidebarCars ??= JSON.parse(
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'e2e/vehicle-sidebar-cars.ts', 'harbourside', 'redgum'],
      {
        encoding: 'utf8',
      },
    ),
  ) as Record<string, SidebarTestCar[]>;
  return sidebarCars[site]!;
}

/** An in-stock car priced at least $500 under the average market price and under the state average (E-17). */
function belowMarketCar(site: 'harbourside' | 'redgum') {
  // A site may hide stock numbers from its pages (they 404).
  const overrides = siteOf(site).overrides as {
    search?: { stockFilter?: { hiddenStockNumbers?: string[] } };
  };
  const hidden = new Set(overrides.search?.stockFilter?.hiddenStockNumbers ?? []);
  for (const car of sidebarCarsOf(site)) {
    if (!car.inStock || hidden.has(car.stocknum)) continue;
    const market = {
      average_market_price: car.averageMarketPrice,
      state_average_market_price: car.stateAverageMarketPrice,
    };
    const tooltip = marketTooltip(car.price, market, true);
    if (tooltip) return { car, tooltip };
  }
  throw new Error(`no in-stock car below the market price on ${site}`);
}

for (const site of ['harbourside', 'redgum']) {
  test(`${site}: the Car Finance card's 'Get Pre-Approved' opens the finance application about the car (D-39, F-28)`, async ({
    page,
    context,
  }) => {
    const car = await inStockCar(context, site);
    await page.goto(subdomainUrl(site, `/cars/${car.slug}`));
    const card = page.getByTestId('finance-card');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Car Finance');
    await expect(card.getByTestId('finance-card-text')).toHaveText('Get Pre-Approved Now');
    const button = card.getByRole('link', { name: 'Get Pre-Approved', exact: true });
    const href = financeApplicationHref(car);
    expect(href).toBe(
      `/apply-for-finance?preferredDealership=${car.dealershipSlug}&vehiclePriceBudget=${Math.round(car.price)}&car_id=${car.id}&car_type=${car.carType}#finance-form`,
    );
    await expect(button).toHaveAttribute('href', href);
    await button.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === href);
    await waitForForm(page);
  });
}

const HOURS: Record<string, { tabs: string[]; rows: Record<string, string[]> }> = {
  harbourside: {
    tabs: ['Sales', 'Service', 'Parts'],
    rows: {
      Sales: ['Mon-Fri 8:30am - 5:30pm', 'Sat 8:30am - 4:00pm', 'Sun Closed'],
      Service: ['Mon-Fri 7:30am - 5:00pm', 'Sat 8:00am - 12:00pm', 'Sun Closed'],
      Parts: ['Mon-Fri 8:00am - 5:00pm', 'Sat 8:00am - 12:00pm', 'Sun Closed'],
    },
  },
  redgum: {
    tabs: ['Sales'],
    rows: { Sales: ['Mon-Fri 9:00am - 6:00pm', 'Sat 9:00am - 5:00pm', 'Sun 10:00am - 4:00pm'] },
  },
};

for (const site of ['harbourside', 'redgum']) {
  test(`${site}: the opening-hours dropdown has one tab per location type and works by keyboard (D-95, J-25)`, async ({
    page,
    context,
  }) => {
    const expected = HOURS[site]!;
    const car = await inStockCar(context, site);
    await page.goto(subdomainUrl(site, `/cars/${car.slug}`));
    const box = page.getByTestId('opening-hours');
    const toggle = box.getByRole('button', { name: 'Opening Hours' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(box.getByRole('tablist')).toBeHidden();
    await expect(page.getByTestId('vehicle-actions')).toHaveAttribute('data-hydrated', 'true');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const tabs = box.getByRole('tab');
    await expect(tabs).toHaveText(expected.tabs);
    const rowsOf = async () =>
      (await box.getByTestId('opening-hours-panel').getByRole('row').allInnerTexts()).map((row) =>
        row.replace(/\s+/g, ' ').trim(),
      );
    // Tab goes from the button to the selected tab only (roving tabindex).
    await page.keyboard.press('Tab');
    await expect(tabs.first()).toBeFocused();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    expect(await rowsOf()).toEqual(expected.rows.Sales);
    for (let step = 1; step <= expected.tabs.length; step++) {
      await page.keyboard.press('ArrowRight');
      const index = step % expected.tabs.length;
      const label = expected.tabs[index]!;
      await expect(tabs.nth(index)).toBeFocused();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expect.poll(rowsOf).toEqual(expected.rows[label]);
    }
    const axe = await axeScan(new AxeBuilder({ page }).include('[data-testid="opening-hours"]'));
    expect(axe.violations).toEqual([]);
    await page.keyboard.press('End');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box.getByRole('tab', { selected: false })).toHaveCount(expected.tabs.length - 1);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(box.getByRole('tablist')).toBeHidden();
  });
}

test('redgum (autograb on): a car below the market price shows the market-price tooltip (E-17, A-24)', async ({
  page,
}) => {
  const { car, tooltip } = belowMarketCar('redgum');
  await page.goto(subdomainUrl('redgum', `/cars/${car.slug}`));
  const badge = page.getByTestId('vehicle-price').getByTestId('market-price-tooltip');
  await expect(badge).toHaveText(new RegExp(`^${tooltip.label}`));
  await expect(page.getByRole('tooltip')).toBeHidden();
  await badge.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expect(page.getByRole('tooltip')).toHaveText(tooltip.text);
  await expect(badge).toHaveAccessibleDescription(tooltip.text);
});

test('harbourside (autograb off): the same rule shows no market-price tooltip (A-24)', async ({ page }) => {
  const { car } = belowMarketCar('harbourside');
  await page.goto(subdomainUrl('harbourside', `/cars/${car.slug}`));
  await expect(page.getByTestId('vehicle-price')).toBeVisible();
  await expect(page.getByTestId('market-price-tooltip')).toHaveCount(0);
});

/** An in-stock car of the site whose price gauge shows (E-3..E-5), asked of its autogauge endpoint. */
async function gaugeShownCar(context: BrowserContext, site: string): Promise<Hit> {
  const { hits } = await searchApi(context, '?car_type=used', site);
  const tab = await context.newPage();
  try {
    for (const hit of (hits as Hit[]).filter(isInStock)) {
      const response = await tab.goto(subdomainUrl(site, `/cars/${hit.slug}/autogauge`));
      if (response?.status() === 200 && isAutogaugeShown(await response.json())) return hit;
    }
  } finally {
    await tab.close();
  }
  throw new Error(`no in-stock car with a shown gauge on ${site}`);
}

for (const site of ['harbourside', 'redgum']) {
  test(`${site}: Enquire Now about a car whose gauge shows sends autogauge_enabled: true (E-16)`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const car = await gaugeShownCar(context, site);
    const posts = countLeadPosts(page);
    await page.goto(subdomainUrl(site, `/cars/${car.slug}`));
    await expect(page.getByTestId('vehicle-actions')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('link', { name: 'Enquire Now', exact: true }).click();
    const form = await waitForForm(page);
    await form.getByRole('button', { name: 'Next' }).click();
    await fillContact(form);
    const terms = form.getByRole('checkbox', { name: 'I agree to the terms of use.' });
    if ((await terms.count()) > 0) await terms.check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectSuccess(page, 'Vehicle Enquiry');
    expect(posts.count()).toBe(1);
    const sent = posts.bodies()[0]! as { car_id: number; fields: Record<string, unknown> };
    expect(sent.car_id).toBe(car.id);
    expect(sent.fields.autogauge_enabled).toBe(true);
  });
}
