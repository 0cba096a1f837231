import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { InstantSearchResponse } from '../src/domain/search/instant-search';
import { searchApi, searchPath, url } from './search-support';
import { axeScan } from './support';

/** The expected answer, from the API itself (Chromium resolves *.localhost, Node's request client does not). */
async function instantApi(context: BrowserContext, q: string): Promise<InstantSearchResponse> {
  const tab = await context.newPage();
  try {
    const response = await tab.goto(url(`/api/search/instant?q=${encodeURIComponent(q)}`));
    expect(response?.status()).toBe(200);
    return (await response!.json()) as InstantSearchResponse;
  } finally {
    await tab.close();
  }
}

async function topMake(context: BrowserContext): Promise<string> {
  return (await searchApi(context)).facets.make![0]!.value;
}

const box = (page: Page) => page.getByRole('combobox', { name: 'Search cars' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

async function openAndType(page: Page, text: string) {
  await page.goto(url('/'));
  await page.getByRole('button', { name: 'Search cars' }).click();
  await expect(box(page)).toBeFocused();
  await box(page).fill(text);
}

test('typing a make lists its cars with the make highlighted, body shortcuts and See all', async ({
  page,
  context,
}) => {
  const make = await topMake(context);
  const expected = await instantApi(context, make.toLowerCase());
  expect(expected.hits.length).toBeGreaterThan(0);
  await openAndType(page, make.toLowerCase());
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  const options = listbox(page).getByRole('option');
  await expect(options).toHaveCount(expected.hits.length + expected.bodies.length + 1);
  await expect(options.first()).toContainText(expected.hits[0]!.title);
  await expect(options.first()).toContainText(expected.hits[0]!.priceText);
  await expect(options.first().locator('mark')).toHaveText(make);
  await expect(options.last()).toHaveText(`See all results for “${make.toLowerCase()}”`);
  expect(await box(page).getAttribute('aria-controls')).toBe(await listbox(page).getAttribute('id'));
});

test('ArrowDown and Enter open the chosen car', async ({ page, context }) => {
  const make = await topMake(context);
  const expected = await instantApi(context, make);
  await openAndType(page, make);
  await expect(listbox(page).getByRole('option').first()).toContainText(expected.hits[0]!.title);
  await box(page).press('ArrowDown');
  const first = listbox(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  expect(await box(page).getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
  await box(page).press('Enter');
  await expect(page).toHaveURL(url(`/cars/${expected.hits[0]!.slug}`));
});

test("Enter on 'See all' opens the search page with the query", async ({ page, context }) => {
  const make = await topMake(context);
  const expected = await instantApi(context, make);
  await openAndType(page, make);
  // The answer redraws the list (and its choice): wait for it before choosing, as a person would.
  await expect(listbox(page).getByRole('option').first()).toContainText(expected.hits[0]!.title);
  const seeAll = listbox(page).getByRole('option', { name: `See all results for “${make}”` });
  await expect(seeAll).toBeVisible();
  await box(page).press('ArrowUp');
  await expect(seeAll).toHaveAttribute('aria-selected', 'true');
  await box(page).press('Enter');
  await expect(page).toHaveURL(url(`${searchPath}?query=${encodeURIComponent(make).replaceAll('%20', '+')}`));
  await expect(page.getByRole('searchbox', { name: 'Search stock' })).toHaveValue(make);
});

test('Enter without choosing submits the text to the search page', async ({ page }) => {
  await openAndType(page, 'no such car zzz');
  await box(page).press('Enter');
  await expect(page).toHaveURL(url(`${searchPath}?query=no+such+car+zzz`));
});

test('Escape closes the list, then the search panel', async ({ page, context }) => {
  await openAndType(page, await topMake(context));
  await expect(listbox(page)).toBeVisible();
  await box(page).press('Escape');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(listbox(page)).toBeHidden();
  await box(page).press('Escape');
  await expect(box(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search cars' })).toBeFocused();
});

test('shows an error without blocking typing when the service fails', async ({ page }) => {
  await page.route(
    (address) => address.pathname === '/api/search/instant',
    (route) => route.fulfill({ status: 503, json: { error: 'Search is unavailable right now.' } }),
  );
  await openAndType(page, 'ranger');
  await expect(page.getByTestId('instant-search-status')).toHaveText('Search is unavailable right now.');
  await box(page).pressSequentially(' xl');
  await expect(box(page)).toHaveValue('ranger xl');
  await expect(listbox(page).getByRole('option')).toHaveText(['See all results for “ranger xl”']);
});

test('the open box on a phone has no axe violations', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAndType(page, await topMake(context));
  await expect(listbox(page).getByRole('option').first()).toBeVisible();
  await box(page).press('ArrowDown');
  const results = await axeScan(
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
  );
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
