import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { toSlug } from '../src/domain/format/slug';
import { facetLinkName, openSearch, searchApi, searchPath, url, type ApiHit } from './search-support';
import { recordBeacons, sentEvents } from './support';

/** Events 4, 39 and 49 (M-1, M-8, M-9; issue 16): what the visitor's browser reports, and only that. */

type Event = { eventId: number; carId?: number; carType?: string; path?: string };
type TypedHit = ApiHit & { carType: string };

const eventsOf = async (page: Page, eventId: number) =>
  ((await sentEvents(page)) as Event[]).filter((event) => event.eventId === eventId);
const isInStock = (hit: ApiHit) =>
  ['in_stock', 'coming_soon'].includes(hit.status) && !hit.sold && !hit.reserved;

test.beforeEach(async ({ page }) => recordBeacons(page));

test("a used car's page reports event 4 once; a new car's does not (M-1)", async ({ page, context }) => {
  const hits = (await searchApi(context)).hits as TypedHit[];
  const used = hits.find((hit) => hit.carType === 'used')!;
  const fresh = hits.find((hit) => hit.carType === 'new')!;
  await page.goto(url(`/cars/${used.slug}`));
  await expect
    .poll(() => eventsOf(page, 4))
    .toEqual([{ eventId: 4, carId: used.id, carType: 'used', path: `/cars/${used.slug}` }]);
  await page.goto(url(`/cars/${fresh.slug}`));
  await expect(page.getByTestId('vehicle-sidebar')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await eventsOf(page, 4)).toEqual([]);
});

test('adding a favourite reports event 39; taking it off does not (M-8)', async ({ page, context }) => {
  const car = (await searchApi(context)).hits.find(isInStock)!;
  await openSearch(page, searchPath);
  const card = page
    .getByTestId('search-card')
    .filter({ has: page.locator(`h2 a[href="/cars/${car.slug}"]`) });
  await card.getByRole('button', { name: /^Save / }).click();
  await expect.poll(() => eventsOf(page, 39)).toEqual([{ eventId: 39, carId: car.id, path: searchPath }]);
  await card.getByRole('button', { name: /^Remove / }).click();
  await expect(card.getByRole('button', { name: /^Save / })).toHaveAttribute('aria-pressed', 'false');
  expect(await eventsOf(page, 39)).toHaveLength(1);
});

test('a search view reports event 49 once per address (M-9)', async ({ page, context }) => {
  const make = (await searchApi(context)).facets.make![0]!.value;
  await openSearch(page, searchPath);
  await expect.poll(() => eventsOf(page, 49)).toEqual([{ eventId: 49, path: searchPath }]);
  await page
    .getByRole('navigation', { name: 'Search filters' })
    .getByRole('checkbox', { name: facetLinkName(make) })
    .first()
    .click();
  const makePath = `${searchPath}/${toSlug(make)}`;
  await expect(page).toHaveURL(url(makePath));
  await expect.poll(() => eventsOf(page, 49)).toHaveLength(2);
  expect((await eventsOf(page, 49))[1]).toEqual({ eventId: 49, path: makePath });
  // Back to the first address: a new view of it, so it is reported again.
  await page.goBack();
  await expect(page).toHaveURL(url(searchPath));
  await expect.poll(() => eventsOf(page, 49)).toHaveLength(3);
});
