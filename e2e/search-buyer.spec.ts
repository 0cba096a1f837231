import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoSites } from './support';
import { openSearch, searchApi, searchPath, url } from './search-support';

/** Issue 17: near me, chips, readable labels, phone cards, keyboard and no-script use, the theme in modals. */

const filters = (page: Page) => page.getByRole('navigation', { name: 'Search filters' });
const chips = (page: Page) => page.getByRole('region', { name: 'Applied filters' });
const kmAway = (text: string) => Number(text.match(/([\d,.]+) km away/)![1]!.replace(/,/g, ''));

test('near me: a postcode and radius keep the cars within it, nearest first, each with its distance', async ({
  page,
  context,
}) => {
  const api = await searchApi(context, '?postcode=4000&radius=25&sortBy=distance');
  const hits = api.hits as unknown as { distanceKm: number }[];
  expect(api.count).toBeGreaterThan(0);
  expect(hits.every((hit) => hit.distanceKm <= 25)).toBe(true);
  expect(hits.map((hit) => hit.distanceKm)).toEqual(
    [...hits.map((hit) => hit.distanceKm)].sort((a, b) => a - b),
  );
  const all = await searchApi(context);
  expect(api.count).toBeLessThan(all.count);

  await openSearch(page, searchPath);
  const near = page.getByRole('form', { name: 'Search near a postcode' });
  await near.getByRole('textbox', { name: 'Postcode' }).fill('4000');
  await near.getByRole('combobox', { name: 'Distance' }).selectOption('25');
  await near.getByRole('button', { name: 'Search near me' }).click();
  await expect(page).toHaveURL(/\?postcode=4000&radius=25$/);
  await expect(page.getByText('Distances from Brisbane QLD 4000')).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Nearest first' });
  await expect(page).toHaveURL(/\?postcode=4000&radius=25&sortBy=distance$/);
  const places = page.getByTestId('card-place');
  await expect(places.first()).toContainText(`${hits[0]!.distanceKm.toFixed(1)} km away`);
  const shown = (await places.allTextContents()).map(kmAway);
  expect(shown.length).toBe(Math.min(21, api.count));
  expect(shown.every((km) => km <= 25)).toBe(true);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  // Removing the chip, and Back, change the URL under the form: its fields follow.
  const postcode = near.getByRole('textbox', { name: 'Postcode' });
  await chips(page).getByRole('link', { name: 'Remove filter Within 25 km of 4000' }).click();
  await expect(page).not.toHaveURL(/postcode=/);
  await expect(postcode).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/\?postcode=4000&radius=25&sortBy=distance$/);
  await expect(postcode).toHaveValue('4000');
  await expect(near.getByRole('combobox', { name: 'Distance' })).toHaveValue('25');
});

test('near me: an unknown postcode says so and shows every car', async ({ page, context }) => {
  const all = await searchApi(context);
  await openSearch(page, `${searchPath}?postcode=0999&radius=50`);
  await expect(page.locator('#near-message')).toHaveText(
    "We couldn't find postcode 0999. Please check it and try again.",
  );
  await expect(page.getByTestId('search-count')).toContainText(
    new Intl.NumberFormat('en-AU').format(all.count),
  );
});

test('chips: each applied filter removes itself in one click, Clear all removes every one', async ({
  page,
}) => {
  await openSearch(page, `${searchPath}?body=suv&transmission=Automatic`);
  const region = chips(page);
  await expect(region.getByRole('listitem')).toHaveText(['SUV', 'Automatic']);
  await region.getByRole('link', { name: 'Remove filter SUV' }).click();
  await expect(page).toHaveURL(new RegExp(`${searchPath}\\?transmission=Automatic$`));
  await expect(region.getByRole('listitem')).toHaveText(['Automatic']);
  await filters(page)
    .getByRole('checkbox', { name: /^Diesel \(\d+\)$/ })
    .click();
  await expect(region.getByRole('listitem')).toHaveText(['Diesel', 'Automatic']);
  await expect(filters(page).getByRole('checkbox', { name: /^Diesel \(\d+\)$/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await region.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(new RegExp(`${searchPath}$`));
  await expect(region).toHaveCount(0);
});

/** Stored codes that must never reach a buyer as text (issue 17). */
const RAW =
  /\b(suv|suvs|cabChassis|lightTruck|peopleMover|in_stock|coming_soon|true|false|hardtop|softtop)\b/;

for (const site of demoSites()) {
  test(`${site.slug}: filter labels, chips, crumbs and titles show no raw value`, async ({
    page,
    context,
  }) => {
    const api = await searchApi(context, '', site.slug);
    const bodies = (api.facets.body ?? []).map((facet) => facet.value);
    const statuses = (api.facets.status ?? []).map((facet) => facet.value);
    const query = new URLSearchParams([
      ...bodies.slice(0, 2).map((body) => ['body', body]),
      ...statuses.slice(0, 2).map((status) => ['status', status]),
      ['certified', 'false'],
    ]);
    for (const path of [searchPath, `${searchPath}?${query.toString()}`, `${searchPath}?body=${bodies[0]}`]) {
      await openSearch(page, path, site.slug);
      const texts = [
        await page.title(),
        ...(await filters(page).locator('h2, a').allInnerTexts()),
        ...(await chips(page).getByRole('listitem').allInnerTexts()),
        ...(await page.getByRole('navigation', { name: 'Breadcrumb' }).allInnerTexts()),
        await page.getByRole('heading', { level: 1 }).innerText(),
      ];
      expect(
        texts.filter((text) => RAW.test(text)),
        path,
      ).toEqual([]);
    }
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).not.toContainText(bodies[0]!);
  });
}

test('phone: at least two result cards fit a 390×844 screen, one action each with the rest under More', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSearch(page, '/search/used-cars');
  const cards = page.getByTestId('search-card');
  const heights = await cards.evaluateAll((elements) =>
    elements.slice(0, 6).map((element) => element.getBoundingClientRect().height),
  );
  expect(heights.length).toBe(6);
  for (const height of heights) expect(height).toBeLessThanOrEqual(844 / 2);
  const first = cards.first();
  await expect(first.getByTestId('card-buttons').getByRole('link', { name: 'Quick Enquiry' })).toBeHidden();
  await first.locator('summary', { hasText: 'More' }).click();
  await expect(first.getByTestId('card-buttons').getByRole('link', { name: 'Quick Enquiry' })).toBeVisible();
  await expect(first).not.toContainText(/^0 views$/m);
});

test('keyboard: Skip to results takes focus past the filters to the first result', async ({ page }) => {
  await openSearch(page, searchPath);
  const skip = page.getByRole('link', { name: 'Skip to results' });
  await skip.focus();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#search-results')).toBeFocused();
  await page.keyboard.press('Tab');
  const focusedHref = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
  expect(focusedHref).toMatch(/^\/cars\//);
});

test('outback: the filter drawer and a card’s enquiry dialog take the site’s colours', async ({ page }) => {
  const outback = demoSites().find((site) => site.slug === 'outback')!;
  const rgb = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return `rgb(${r}, ${g}, ${b})`;
  };
  await page.setViewportSize({ width: 390, height: 844 });
  await openSearch(page, searchPath, 'outback');
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const showMe = drawer.getByRole('button', { name: /^Show Me [\d,]+ Caravans$/ });
  await expect(showMe).toHaveCSS('background-color', rgb(outback.overrides.theme.colors.primary!));
  await expect(showMe).toHaveCSS('color', rgb(outback.overrides.theme.colors.primaryForeground!));
});

test.describe('without JavaScript on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('Filters shows the filter list and its links search; Menu leads to the site’s links', async ({
    page,
  }) => {
    await page.goto(url(searchPath));
    await expect(filters(page)).toBeHidden();
    await page.getByRole('link', { name: 'Filters' }).click();
    await expect(page).toHaveURL(/#search-filters$/);
    await expect(filters(page)).toBeVisible();
    await filters(page)
      .getByRole('checkbox', { name: /^Manual \(\d+\)$/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${searchPath}\\?transmission=Manual$`));
    await expect(chips(page).getByRole('listitem')).toHaveText(['Manual']);
    await page.getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/#site-footer$/);
    await expect(page.locator('#site-footer')).toBeInViewport();
  });

  test('the near-me form searches by postcode', async ({ page }) => {
    await page.goto(url(searchPath));
    const near = page.getByRole('form', { name: 'Search near a postcode' });
    await near.getByRole('textbox', { name: 'Postcode' }).fill('4215');
    await near.getByRole('button', { name: 'Search near me' }).click();
    await expect(page).toHaveURL(new RegExp(`${searchPath}\\?postcode=4215$`));
    await expect(page.getByTestId('card-place').first()).toContainText('km away');
  });
});

test('a facet value is announced as a checkbox and toggles with Space', async ({ page }) => {
  await openSearch(page, searchPath);
  const manual = filters(page).getByRole('checkbox', { name: /^Manual \(\d+\)$/ });
  await expect(manual).toHaveAttribute('aria-checked', 'false');
  await manual.focus();
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(new RegExp(`${searchPath}\\?transmission=Manual$`));
  await expect(filters(page).getByRole('checkbox', { name: /^Manual \(\d+\)$/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});
