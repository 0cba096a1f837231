import { expect, test } from './fixtures';
import { toSlug } from '../src/domain/format/slug';
import { countText, facetLinkName, searchApi, searchPath, url } from './search-support';

test('the default search page shows 21 cards and the count', async ({ page, context }) => {
  const expected = await searchApi(context);
  const response = await page.goto(url(searchPath));
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('search-card')).toHaveCount(21);
  await expect(page.getByTestId('search-count')).toHaveText(countText(expected.count));
});

test('a make facet link goes to the canonical make path and shows only that make', async ({
  page,
  context,
}) => {
  const make = (await searchApi(context)).facets.make![0]!.value;
  const expected = await searchApi(context, `?make=${encodeURIComponent(make)}`);
  await page.goto(url(searchPath));
  const filters = page.getByRole('navigation', { name: 'Search filters' });
  await filters
    .getByRole('checkbox', { name: facetLinkName(make) })
    .first()
    .click();
  await expect(page).toHaveURL(url(`${searchPath}/${toSlug(make)}`));
  await expect(page.getByTestId('search-count')).toHaveText(countText(expected.count));
  const titles = await page.getByTestId('search-card').getByRole('heading').allTextContents();
  expect(titles.length).toBe(Math.min(21, expected.count));
  for (const title of titles) expect(title).toContain(make);
});

test('the page 2 link shows the next page', async ({ page, context }) => {
  const expected = await searchApi(context, '?page=2');
  expect(expected.pages).toBeGreaterThan(1);
  await page.goto(url(searchPath));
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(url(`${searchPath}?page=2`));
  const current = page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]');
  await expect(current).toHaveText('2');
  await expect(page.getByTestId('search-card')).toHaveCount(Math.min(21, expected.count - 21));
});

test('a non-canonical URL redirects to the canonical one', async ({ page, context }) => {
  const make = (await searchApi(context)).facets.make![0]!.value;
  await page.goto(url(`${searchPath}?make=${encodeURIComponent(make)}`));
  await expect(page).toHaveURL(url(`${searchPath}/${toSlug(make)}`));
});

test('an unknown search route is a 404', async ({ page }) => {
  const response = await page.goto(url('/search/no-such-route-or-make'));
  expect(response?.status()).toBe(404);
});

test('a search with no hits shows the empty state', async ({ page }) => {
  await page.goto(url(`${searchPath}?query=zzqxnohitsqxzz`));
  await expect(page.getByText('No Results Available', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'No results found for your search at this time. Please try adjusting the filters for more results.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Clear Filters' })).toHaveAttribute('href', searchPath);
});

test("used-only results show the dealer's trade-in promotion between the cars", async ({ page, context }) => {
  const used = await searchApi(context, '?car_type=used');
  test.skip(used.count < 10, 'the demo site has fewer than 10 used cars');
  // The slot interval is the site's promoCardPosition (every N, or random 3–5): only its presence is fixed.
  await page.goto(url('/search/used-cars'));
  const promo = page.getByTestId('promo-card');
  await expect(promo.first().getByRole('heading', { name: 'We Want Your Car!' })).toBeVisible();
  // The built-in C-80 card (the valuation, issue 15) and the site's own promotion (K-14).
  await expect(promo.getByRole('link', { name: 'Value my car' }).first()).toHaveAttribute(
    'href',
    '/trade-in',
  );
  await expect(promo.getByRole('link', { name: 'Get a Valuation' }).first()).toHaveAttribute(
    'href',
    '/sell-my-car',
  );
  await expect(page.getByTestId('search-card')).toHaveCount(Math.min(21, used.count));
});

test('/search/{dealership_slug} lists only that dealership and keeps its route while filtering', async ({
  page,
  context,
}) => {
  const all = await searchApi(context);
  const { dealershipSlug, dealershipName } = all.hits[0]!;
  const name = encodeURIComponent(dealershipName);
  const own = await searchApi(context, `?dealership_name=${name}`);
  expect(own.count).toBeLessThan(all.count);
  await page.goto(url(`/search/${dealershipSlug}`));
  await expect(page.getByTestId('search-count')).toHaveText(countText(own.count));
  const filters = page.getByRole('navigation', { name: 'Search filters' });
  await expect(filters.getByRole('heading', { name: 'Dealership' })).toHaveCount(0);
  const make = own.facets.make![0]!.value;
  const ownMake = await searchApi(context, `?dealership_name=${name}&make=${encodeURIComponent(make)}`);
  await filters
    .getByRole('checkbox', { name: facetLinkName(make) })
    .first()
    .click();
  await expect(page).toHaveURL(url(`/search/${dealershipSlug}/${toSlug(make)}`));
  await expect(page.getByTestId('search-count')).toHaveText(countText(ownMake.count));
});
