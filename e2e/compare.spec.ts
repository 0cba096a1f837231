import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSearch, searchApi, searchPath, url, type ApiHit } from './search-support';
import { axeScan, demoSites } from './support';

/**
 * The compare page (issue 16, I-15): cars ticked on the search page, the tray, up to 3 side by side with the
 * differences marked, removing one, the shareable address, and each site's cars to itself.
 */

type CompareHit = ApiHit & { km: number };

const inStockCars = async (context: Parameters<typeof searchApi>[0]) =>
  ((await searchApi(context)).hits as CompareHit[]).filter(isInStock);
const isInStock = (hit: ApiHit) =>
  ['in_stock', 'coming_soon'].includes(hit.status) && !hit.sold && !hit.reserved;
const cardOf = (page: Page, hit: ApiHit) =>
  page.getByTestId('search-card').filter({ has: page.locator(`h2 a[href="/cars/${hit.slug}"]`) });
const compareBox = (page: Page, hit: ApiHit) =>
  cardOf(page, hit).getByRole('checkbox', { name: /^Compare / });
const columnHeadings = (page: Page) => page.locator('table thead th');

test('three ticked cars side by side from the tray, a fourth refused, one removed, the address shared', async ({
  page,
  context,
}) => {
  const cars = (await inStockCars(context)).slice(0, 4);
  await openSearch(page, searchPath);
  for (const car of cars.slice(0, 3))
    await expect(async () => compareBox(page, car).check({ timeout: 1_000 })).toPass();
  await compareBox(page, cars[3]!).click();
  await expect(compareBox(page, cars[3]!)).not.toBeChecked();
  await expect(cardOf(page, cars[3]!).getByRole('status')).toHaveText('You can compare up to 3 cars');

  const tray = page.getByRole('complementary', { name: 'Cars to compare' });
  await expect(tray.getByRole('status')).toHaveText('3 of 3 cars chosen to compare');
  await expect(page.getByTestId('header-compare')).toHaveAccessibleName('Compare cars (3 chosen)');
  await tray.getByRole('link', { name: 'Compare now' }).click();

  // The page opens the stored list, then shows the shareable address of the same cars.
  const slugs = cars.slice(0, 3).map((car) => car.slug);
  await expect(page).toHaveURL(new RegExp(`/compare\\?cars=${slugs.join(',')}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Compare cars' })).toBeVisible();
  await expect(columnHeadings(page)).toHaveCount(3);
  const carLinks = columnHeadings(page).locator('a[href^="/cars/"]');
  expect(await carLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    slugs.map((slug) => `/cars/${slug}`),
  );
  const kmRow = page.locator('tr[data-row="km"]');
  await expect(kmRow.getByRole('rowheader')).toHaveText(/^Kilometres/);
  await expect(kmRow.getByRole('cell')).toHaveText(
    cars.slice(0, 3).map((car) => `${car.km.toLocaleString('en-AU')} km`),
  );
  if (new Set(cars.slice(0, 3).map((car) => car.km)).size > 1)
    await expect(kmRow).toHaveAttribute('data-differs', 'true');
  else await expect(kmRow).not.toHaveAttribute('data-differs');
  expect(
    await axeScan(new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])),
  ).toHaveProperty('violations', []);

  // Remove the first: the others stay, and the stored list (the cards' boxes) agrees.
  const firstTitle = await columnHeadings(page).first().getByRole('link').first().innerText();
  await page.getByRole('link', { name: `Remove ${firstTitle}` }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?cars=${slugs.slice(1).join(',')}$`));
  await expect(columnHeadings(page)).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Add a car' })).toHaveAttribute('href', searchPath);
  const stored = await page.evaluate(
    () => Object.entries(localStorage).find(([key]) => key.endsWith(':compare-cars'))?.[1],
  );
  expect(JSON.parse(stored!)).toEqual(cars.slice(1, 3).map((car) => car.id));

  // The shared address shows the same cars to someone with nothing stored.
  const shared = await page.getByRole('link', { name: 'Link to this comparison' }).getAttribute('href');
  const other = await context.browser()!.newPage();
  try {
    await other.goto(url(shared!));
    await expect(columnHeadings(other)).toHaveCount(2);
  } finally {
    await other.close();
  }
});

test('with nothing chosen the page says how to choose; another site’s cars are not listed here', async ({
  page,
  context,
}) => {
  await page.goto(url('/'));
  await expect(page.getByTestId('header-compare')).toHaveAccessibleName('Compare cars');
  await page.getByTestId('header-compare').click();
  await expect(page).toHaveURL(url('/compare'));
  await expect(page.getByText('Tick Compare on up to 3 cars to see them side by side.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', searchPath);

  const [groupCar] = await inStockCars(context);
  const dealer = demoSites().find((site) => site.overrides.siteType === 'dealer')!;
  await page.goto(url(`/compare?cars=${groupCar!.slug}`, dealer.slug));
  await expect(page.getByRole('status')).toHaveText('One of the cars is no longer listed on this site.');
  await expect(page.locator('table')).toHaveCount(0);
});
