import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { searchApi, type ApiHit } from './search-support';
import { recordBeacons, sentEvents, subdomainUrl } from './support';

/**
 * The vehicle page's contact features (issue 5): the masked number and its reveal (D-66..D-75), the live view
 * count (D-49, D-102), the 'Located at' bar (D-79, D-80) and the location section (D-93) on the demo sites.
 * Harbourside shows the dealership lines and starts masked; Redgum starts revealed (phoneRevealedByDefault).
 */

type Hit = ApiHit & { stocknum: string; locationName: string; city: string | null };

const isInStock = (hit: ApiHit) =>
  ['in_stock', 'coming_soon'].includes(hit.status) && !hit.sold && !hit.reserved;

async function inStockCars(context: BrowserContext, site: string, query = ''): Promise<Hit[]> {
  const { hits } = await searchApi(context, query, site);
  const cars = (hits as Hit[]).filter(isInStock);
  expect(cars.length, `in-stock cars on ${site} ${query}`).toBeGreaterThan(1);
  return cars;
}

/** The reveal posts of this page, as they are sent. */
function revealPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/phone-reveal')
      posts.push(request);
  });
  return posts;
}

/** The page is live once its view has been counted (the counter's fetch answered). */
async function waitForCountedView(page: Page) {
  await expect(page.getByTestId('vehicle-views')).toHaveAttribute('data-counted', 'true');
}

test('harbourside: the number is masked, one click reveals a tel: link and the stock number with one reveal post', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const [car] = await inStockCars(context, 'harbourside');
  const posts = revealPosts(page);
  await recordBeacons(page);
  await page.goto(subdomainUrl('harbourside', `/cars/${car!.slug}`));
  await waitForCountedView(page);
  const panel = page.getByTestId('contact-panel');
  await expect(panel.getByTestId('contact-phone-masked')).toHaveText('(02) XXXX XXXX');
  await expect(panel.getByTestId('contact-dealership')).toHaveText('Harbourside Toyota');
  await expect(panel.getByRole('link', { name: 'See more from this dealer' })).toHaveAttribute(
    'href',
    '/search/harbourside-toyota',
  );
  await expect(panel.getByTestId('contact-phone')).toHaveCount(0);
  await expect(panel.getByTestId('contact-stocknum')).toHaveCount(0);

  // The view is counted by another island: the panel's own script must be running before the click.
  await expect(panel).toHaveAttribute('data-hydrated', 'true');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/phone-reveal'));
  await panel.getByRole('button', { name: 'Click to reveal phone number' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ counted: true });
  expect(posts).toHaveLength(1);
  const body = posts[0]!.postDataJSON() as { car_id: number; visitor: string };
  expect(body.car_id).toBe(car!.id);
  expect(body.visitor).toMatch(/^[0-9a-f]{32}$/);
  expect(Object.keys(body).sort()).toEqual(['car_id', 'visitor']);

  await expect(panel.getByTestId('contact-phone')).toHaveText('(02) 5550 0123');
  await expect(panel.getByTestId('contact-phone')).toHaveAttribute('href', 'tel:0255500123');
  await expect(panel.getByTestId('contact-stocknum')).toHaveText(`Stock No: ${car!.stocknum}`);
  await expect(panel.getByRole('button', { name: 'Click to reveal phone number' })).toHaveCount(0);

  // D-75: calling reports event 25 (the test keeps the tel: navigation from leaving the page).
  await panel
    .getByTestId('contact-phone')
    .evaluate((link) => link.addEventListener('click', (clicked) => clicked.preventDefault()));
  await panel.getByTestId('contact-phone').click();
  await expect
    .poll(() => sentEvents(page))
    .toContainEqual({
      eventId: 25,
      carId: car!.id,
      path: `/cars/${car!.slug}`,
    });

  // The same visitor revealing again today is not counted twice.
  await page.reload();
  await waitForCountedView(page);
  await expect(panel).toHaveAttribute('data-hydrated', 'true');
  const again = page.waitForResponse((answer) => answer.url().endsWith('/api/phone-reveal'));
  await page.getByRole('button', { name: 'Click to reveal phone number' }).click();
  expect(await (await again).json()).toEqual({ counted: false });
  expect(posts).toHaveLength(2);
  expect((posts[1]!.postDataJSON() as { visitor: string }).visitor).toBe(body.visitor);
});

test('redgum: the number starts revealed (phoneRevealedByDefault), without dealership lines or a reveal post', async ({
  page,
  context,
}) => {
  const [car] = await inStockCars(context, 'redgum');
  const posts = revealPosts(page);
  await page.goto(subdomainUrl('redgum', `/cars/${car!.slug}`));
  await waitForCountedView(page);
  const panel = page.getByTestId('contact-panel');
  await expect(panel.getByTestId('contact-phone')).toHaveText('(08) 5550 1200');
  await expect(panel.getByTestId('contact-phone')).toHaveAttribute('href', 'tel:0855501200');
  await expect(panel.getByTestId('contact-stocknum')).toHaveText(`Stock No: ${car!.stocknum}`);
  await expect(panel.getByTestId('contact-phone-masked')).toHaveCount(0);
  await expect(panel.getByTestId('contact-dealership')).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'See more from this dealer' })).toHaveCount(0);
  expect(posts).toHaveLength(0);
});

for (const site of ['harbourside', 'redgum']) {
  test(`${site}: a visitor's view is counted once a day and shown as '{n} views'`, async ({
    page,
    context,
  }) => {
    const [, car] = await inStockCars(context, site);
    // Two visitors behind the (trusted) proxy the test server assumes: the address is the last X-Forwarded-For.
    const visitor = (n: number) => `198.51.100.${n}${site === 'redgum' ? 0 : ''}`;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitor(1) });
    await page.goto(subdomainUrl(site, `/cars/${car!.slug}`));
    await waitForCountedView(page);
    const first = (await page.getByTestId('vehicle-views').textContent())!;
    expect(first).toMatch(/^(1 view|[\d,]+ views)$/);
    const count = Number(first.replace(/\D/g, ''));
    const shown = (views: number) =>
      views === 1 ? '1 view' : `${new Intl.NumberFormat('en-AU').format(views)} views`;
    await page.reload();
    await waitForCountedView(page);
    await expect(page.getByTestId('vehicle-views')).toHaveText(shown(count));
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitor(2) });
    await page.reload();
    await waitForCountedView(page);
    await expect(page.getByTestId('vehicle-views')).toHaveText(shown(count + 1));
  });

  test(`${site}: the car's yard is the location section; no 'Located at' bar at the primary yard`, async ({
    page,
    context,
  }) => {
    const [car] = await inStockCars(context, site);
    await page.goto(subdomainUrl(site, `/cars/${car!.slug}`));
    const map = page.locator('section#vehicle-map');
    await expect(map.getByRole('heading', { name: 'Location' })).toBeVisible();
    await expect(map.getByTestId('vehicle-map-name')).toHaveText(car!.locationName);
    await expect(map.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
    );
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByTestId('located-at-bar')).toHaveCount(0);
  });
}

test("summit: a car away from the primary yard shows 'Located at {city}', dismissed for the session per car", async ({
  page,
  context,
}) => {
  const [car, other] = await inStockCars(context, 'summit', '?city=Southport');
  await page.goto(subdomainUrl('summit', `/cars/${car!.slug}`));
  const bar = page.getByTestId('located-at-bar');
  await expect(bar).toContainText('Located at Southport');
  await expect(bar.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=-27.97,153.405',
  );
  const map = page.locator('section#vehicle-map');
  await expect(map.getByTestId('vehicle-map-name')).toHaveText('Summit Kia Southport');
  await expect(map.getByTestId('vehicle-map-address')).toHaveText('88 Ferry Road, Southport QLD 4215');

  await waitForCountedView(page);
  await bar.getByRole('button', { name: 'Dismiss' }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await waitForCountedView(page);
  await expect(page.getByTestId('located-at-bar')).toHaveCount(0);

  await page.goto(subdomainUrl('summit', `/cars/${other!.slug}`));
  await expect(page.getByTestId('located-at-bar')).toContainText('Located at Southport');
});

test('summit: a car of a yard with distribution yards has no location section', async ({ page, context }) => {
  const [car] = await inStockCars(context, 'summit', '?city=Moorooka');
  await page.goto(subdomainUrl('summit', `/cars/${car!.slug}`));
  await expect(page.getByTestId('located-at-bar')).toContainText('Located at Moorooka');
  await expect(page.getByTestId('vehicle-sections')).toBeVisible();
  await expect(page.locator('#vehicle-map')).toHaveCount(0);
});

for (const [site, tel, number] of [
  ['harbourside', 'tel:0255500123', '(02) 5550 0123'],
  ['redgum', 'tel:0855501200', '(08) 5550 1200'],
] as const) {
  test(`${site}: the sidebar's Call Dealer reveals the number with one reveal post, then calling reports event 25`, async ({
    page,
    context,
  }) => {
    const [car] = await inStockCars(context, site);
    await recordBeacons(page);
    const posts = revealPosts(page);
    await page.goto(subdomainUrl(site, `/cars/${car!.slug}`));
    await expect(page.getByTestId('vehicle-actions')).toHaveAttribute('data-hydrated', 'true');
    const actions = page.getByTestId('vehicle-actions');
    await expect(actions.locator(`a[href="${tel}"]`)).toHaveCount(0);
    await actions.getByRole('button', { name: 'Call Dealer', exact: true }).click();
    const call = actions.getByRole('link', { name: `Call ${number}`, exact: true });
    await expect(call).toHaveAttribute('href', tel);
    await expect(call).toBeFocused();
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]!.postDataJSON()).toMatchObject({ car_id: car!.id });
    // Keep the tel: navigation from leaving the page.
    await call.evaluate((link) => link.addEventListener('click', (clicked) => clicked.preventDefault()));
    await call.click();
    await expect
      .poll(() => sentEvents(page))
      .toContainEqual({ eventId: 25, carId: car!.id, path: `/cars/${car!.slug}` });
  });
}
