import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoSites, rawGet, subdomainUrl } from './support';

const sites = demoSites();
const groupSite = sites.find((site) => site.overrides.siteType === 'group')!;
const dealerSite = sites.find((site) => site.overrides.siteType === 'dealer')!;
const EMPTY_BODY =
  'No results found for your search at this time. Please try adjusting the filters for more results.';

const modelCards = (page: Page) => page.getByTestId('model-card');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

/** The count in '12 models' or 'Showing 1–21 of 48 models'. */
async function summaryCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('list-summary').textContent()) ?? '';
  return Number(/([\d,]+) (?:models?|offers?)$/.exec(text)![1]!.replace(/,/g, ''));
}

test('the model directory shows 21 models a page and pages on (C-93)', async ({ page }) => {
  const url = (path: string) => subdomainUrl(groupSite.slug, path);
  const response = await page.goto(url('/models'));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Models \| /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Models');
  await expect(modelCards(page)).toHaveCount(21);
  const total = await summaryCount(page);
  expect(total).toBeGreaterThan(21);
  await expect(page.getByTestId('list-summary')).toHaveText(`Showing 1–21 of ${total} models`);

  await pagination(page).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(url('/models?page=2'));
  await expect(pagination(page).locator('[aria-current="page"]')).toHaveText('2');
  await expect(modelCards(page)).toHaveCount(Math.min(21, total - 21));
  for (const href of await modelCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('href'))))
    expect(href).toMatch(/^\/(models|pages)\/[a-z0-9-]+$/);

  const pastTheEnd = await page.goto(url(`/models?page=${Math.ceil(total / 21) + 1}`));
  expect(pastTheEnd?.status()).toBe(404);
  expect((await page.goto(url('/models?page=abc')))?.status()).toBe(404);
});

test('a footer body link opens the directory filtered to that body (B-5)', async ({ page }) => {
  await page.goto(subdomainUrl(dealerSite.slug));
  const vehicles = page.getByRole('contentinfo').getByRole('navigation', { name: 'Vehicles' });
  await vehicles.getByRole('link', { name: 'SUV', exact: true }).click();
  await expect(page).toHaveURL(subdomainUrl(dealerSite.slug, '/models?body=suv'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SUV Models');
  const bodies = await modelCards(page).locator('p').allTextContents();
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body.split(' · ')).toContain('SUV');
  const filters = page.getByRole('navigation', { name: 'Model filters' });
  await expect(filters.locator('[aria-current="true"]')).toHaveText(/^SUV\s*\(\d+\)$/);
});

test('a filter with no models shows the empty state; Clear Filters goes back to /models (C-89..C-91)', async ({
  page,
}) => {
  await page.goto(subdomainUrl(groupSite.slug, '/models?body=no-such-body'));
  await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible();
  await expect(page.getByText(EMPTY_BODY, { exact: true })).toBeVisible();
  await expect(modelCards(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(subdomainUrl(groupSite.slug, '/models'));
  await expect(modelCards(page)).toHaveCount(21);
});

test('the offers list shows the site’s offers with K-11 links, and filters by dealership (C-94)', async ({
  page,
}) => {
  const url = (path: string) => subdomainUrl(groupSite.slug, path);
  await page.goto(url('/special-offers'));
  await expect(page).toHaveTitle(/^Special Offers \| /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special Offers');
  const cards = page.getByTestId('offer-card');
  const total = await summaryCount(page);
  await expect(cards).toHaveCount(Math.min(21, total));
  // Each card's own link (the one holding its name); the enquiry button beside it is H-28's.
  for (const href of await cards
    .getByRole('link')
    .filter({ has: page.getByRole('heading') })
    .evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
    expect(href).toMatch(/^\/offers\/(?:[a-z0-9-]+\/)?\d+$/);

  const filters = page.getByRole('navigation', { name: 'Offer filters' });
  const dealer = filters.getByRole('link').first();
  const [, name, count] = /^(.+?)\s*\((\d+)\)$/.exec((await dealer.textContent())!.trim())!;
  await dealer.click();
  await expect(page).toHaveURL(/\/special-offers\?dealership=[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Special Offers from ${name}`);
  await expect(cards).toHaveCount(Number(count));
  await filters.locator('[aria-current="true"]').click();
  await expect(page).toHaveURL(url('/special-offers'));
});

test('an unknown dealership on the offers list is a 404', async ({ page }) => {
  const response = await page.goto(subdomainUrl(groupSite.slug, '/special-offers?dealership=no-such-dealer'));
  expect(response?.status()).toBe(404);
});

test('the directory grid has 1 column on a phone and 3 on a desktop', async ({ page }) => {
  const lefts = async () =>
    await modelCards(page).evaluateAll((cards) =>
      cards.slice(0, 3).map((c) => c.getBoundingClientRect().left),
    );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(subdomainUrl(groupSite.slug, '/models'));
  expect(new Set(await lefts()).size).toBe(1);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(new Set(await lefts()).size).toBe(3);
});

/** The hrefs of the footer's 'Vehicles' group in a page's server HTML. */
function footerVehicleLinks(html: string): string[] {
  const footer = html.slice(html.indexOf('<footer'));
  const group = /<nav aria-label="Vehicles"[^>]*>([\s\S]*?)<\/nav>/.exec(footer)?.[1] ?? '';
  return [...group.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

// Over HTTP, not a browser per page: the server's HTML carries the links and the cards, and four sites' pages
// in one browser test passed its minute on a busy machine (issue 36).
test('no footer body link opens an empty model directory; a used-only site links its stock (B-5, issue 12)', async () => {
  for (const site of demoSites()) {
    const host = `${site.slug}.localhost`;
    const home = await rawGet(host, '/');
    expect(home.status, site.slug).toBe(200);
    const hrefs = footerVehicleLinks(home.body);
    expect(hrefs.length, `${site.slug} has footer body links`).toBeGreaterThan(0);
    for (const href of hrefs.filter((h) => h.startsWith('/models'))) {
      const directory = await rawGet(host, href);
      expect(directory.status, `${site.slug} ${href}`).toBe(200);
      expect(
        directory.body.split('data-testid="model-card"').length - 1,
        `${site.slug} ${href}`,
      ).toBeGreaterThan(0);
    }
    if (site.slug === 'redgum') expect(hrefs.every((href) => href.startsWith('/search/'))).toBe(true);
  }
});
