import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { searchApi, url, type ApiHit } from './search-support';

/** Issue 16: the cars a visitor opened, newest first, on the home page and under another car's page. */

const isInStock = (hit: ApiHit) =>
  ['in_stock', 'coming_soon'].includes(hit.status) && !hit.sold && !hit.reserved;

/** The car ids in this site's stored viewed-cars list (D-104), newest first. */
const viewedIds = (page: Page) =>
  page.evaluate(() => {
    const entry = Object.entries(localStorage).find(([key]) => key.endsWith(':viewed-cars'));
    return entry ? (JSON.parse(entry[1]) as { id: number }[]).map((car) => car.id) : [];
  });

test('the home page and car pages show the cars viewed on this site, newest first', async ({
  page,
  context,
}) => {
  const [first, second, third] = (await searchApi(context)).hits.filter(isInStock);
  for (const car of [first!, second!]) {
    await page.goto(url(`/cars/${car.slug}`));
    await expect(page.getByTestId('vehicle-sidebar')).toBeVisible();
    // The page records itself once its script runs: wait for this car in the stored list before moving on.
    await expect.poll(() => viewedIds(page)).toContain(car.id);
  }

  await page.goto(url('/'));
  const onHome = page.getByTestId('recently-viewed');
  await expect(onHome.getByRole('heading', { name: 'Recently Viewed' })).toBeVisible();
  await expect(onHome.getByTestId('recently-viewed-car')).toHaveCount(2);
  const hrefs = () =>
    page
      .getByTestId('recently-viewed-car')
      .evaluateAll((items) => items.map((item) => item.querySelector('a')?.getAttribute('href')));
  expect(await hrefs()).toEqual([`/cars/${second!.slug}`, `/cars/${first!.slug}`]);

  // On a third car's page: the two before it, not the car itself.
  await page.goto(url(`/cars/${third!.slug}`));
  await expect(page.getByTestId('recently-viewed-car')).toHaveCount(2);
  expect(await hrefs()).toEqual([`/cars/${second!.slug}`, `/cars/${first!.slug}`]);
});

test('a first visit asks for no recently viewed cars and shows no section', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/cars/recently-viewed')) asked.push(request.url());
  });
  await page.goto(url('/'));
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
});
