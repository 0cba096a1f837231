import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bodyTypeLabel } from '../src/domain/vehicle/body-types';
import { countText, searchApi, searchPath } from './search-support';
import { seriousViolations, subdomainUrl, WCAG_21_AA } from './support';

/** The budget finder (issue 13, F-52..F-66) on harbourside's /finance and home pages. */

const SITE = 'harbourside';

async function openFinder(page: Page, path = '/finance'): Promise<Locator> {
  await page.goto(subdomainUrl(SITE, path));
  const section = page.locator('#budget-finder');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Find cars for your budget');
  return section;
}

const estimate = (finder: Locator) => finder.getByTestId('budget-estimate');
const viewLink = (finder: Locator) => finder.getByRole('link', { name: 'View Cars In This Range' });
const hrefFor = (budget: number, query = '') =>
  `${searchPath}/price-1000-${budget}?${query}sortBy=price_desc`;

test('defaults: $600 a month and $2,000 deposit make $38,000 over 5 years (F-54, F-55, F-58)', async ({
  page,
}) => {
  const finder = await openFinder(page);
  await expect(finder.getByText('Select your preferred car types')).toBeVisible();
  await expect(finder.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(finder.getByLabel('Repayment', { exact: true })).toHaveValue('600');
  await expect(finder.getByLabel('Deposit', { exact: true })).toHaveValue('2,000');
  await expect(estimate(finder)).toHaveText('Your estimated budget is $38,000');
  await expect(viewLink(finder)).toHaveAttribute('href', hrefFor(38000));
  await expect(finder).toContainText('over a 5-year term plus your deposit');
});

test('budget boxes take digits only; quick picks and weekly repayments change the budget (F-63, F-66)', async ({
  page,
}) => {
  const finder = await openFinder(page);
  const repayment = finder.getByLabel('Repayment', { exact: true });
  await repayment.click();
  await repayment.press('End');
  await repayment.pressSequentially('ab-.e');
  await expect(repayment).toHaveValue('600');
  await repayment.pressSequentially('5');
  await expect(repayment).toHaveValue('6,005');
  await expect(estimate(finder)).toHaveText('Your estimated budget is $362,300');
  await repayment.fill('600');

  const pick = finder.getByRole('button', { name: '$10,000' });
  await expect(finder.getByRole('button', { name: /^\$\d/ })).toHaveText([
    '$5,000',
    '$10,000',
    '$15,000',
    '$20,000',
    '$25,000',
    '$30,000',
    '$40,000',
    '$50,000',
    '$70,000',
  ]);
  await pick.click();
  await expect(finder.getByLabel('Deposit', { exact: true })).toHaveValue('10,000');
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await expect(estimate(finder)).toHaveText('Your estimated budget is $46,000');

  await finder.getByLabel('Deposit', { exact: true }).fill('2000');
  await finder.getByRole('radio', { name: 'Weekly' }).check();
  await expect(repayment).toHaveValue('200');
  await expect(estimate(finder)).toHaveText('Your estimated budget is $54,000');
  await expect(viewLink(finder)).toHaveAttribute('href', hrefFor(54000));
});

test('a budget below the cheapest car finds nothing (F-56, F-57)', async ({ page }) => {
  const finder = await openFinder(page);
  await finder.getByLabel('Repayment', { exact: true }).fill('0');
  await finder.getByLabel('Deposit', { exact: true }).fill('0');
  await expect(estimate(finder)).toHaveText('Your estimated budget is $0');
  await expect(finder.getByRole('button', { name: '0 Cars Found' })).toBeDisabled();
  await expect(finder.getByRole('status')).toHaveText('No Cars found for this budget');
  await expect(viewLink(finder)).toHaveCount(0);
  await finder.getByLabel('Deposit', { exact: true }).fill('9999999');
  await expect(finder.getByLabel('Deposit', { exact: true })).toHaveValue('1,000,000');
  await expect(viewLink(finder)).toHaveAttribute('href', hrefFor(1000000));
});

test("a body type toggles its facet, and the check follows that body's cheapest car (F-57, F-59, F-60)", async ({
  page,
  context,
}) => {
  const finder = await openFinder(page);
  const types = finder.getByRole('group', { name: 'Select your preferred car types' });
  const all = await searchApi(context, '?price=1001:&sortBy=price_asc', SITE);
  // The body whose cheapest car costs most, so a budget can sit between it and the cheapest car overall.
  const bodies = all.facets.body!.map((facet) => facet.value);
  const cheapest: [string, number][] = [];
  for (const body of bodies) {
    const pool = await searchApi(
      context,
      `?body=${encodeURIComponent(body)}&price=1001:&sortBy=price_asc`,
      SITE,
    );
    cheapest.push([body, pool.hits[0]!.price]);
  }
  const [body, bodyMin] = cheapest.sort((a, b) => b[1] - a[1])[0]!;
  expect(bodyMin).toBeGreaterThan(all.hits[0]!.price);

  // Each toggle reads the body's name, never its code ('cabChassis' is 'Cab Chassis', 'suv' is 'SUV').
  const labels = await types.getByRole('button').allTextContents();
  expect(bodies.some((code) => bodyTypeLabel(code) !== code)).toBe(true);
  expect(labels.toSorted()).toEqual(bodies.map(bodyTypeLabel).toSorted());
  const toggle = types.getByRole('button', { name: bodyTypeLabel(body), exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await finder.getByLabel('Repayment', { exact: true }).fill('0');
  await finder.getByLabel('Deposit', { exact: true }).fill(String(bodyMin - 1));
  await expect(viewLink(finder)).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(finder.getByRole('button', { name: '0 Cars Found' })).toBeDisabled();
  await expect(finder.getByRole('status')).toHaveText('No Cars found for this budget');
  await finder.getByLabel('Deposit', { exact: true }).fill(String(bodyMin));
  await expect(viewLink(finder)).toHaveAttribute(
    'href',
    hrefFor(bodyMin, `body=${encodeURIComponent(body).replaceAll('%20', '+')}&`),
  );
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(viewLink(finder)).toHaveAttribute('href', hrefFor(bodyMin));
});

test('the button opens search up to the budget, highest price first (F-53)', async ({ page, context }) => {
  const finder = await openFinder(page);
  const expected = await searchApi(context, '?price=1000:38000&sortBy=price_desc', SITE);
  await viewLink(finder).click();
  await expect(page).toHaveURL(subdomainUrl(SITE, hrefFor(38000)));
  await expect(page.getByTestId('search-count')).toHaveText(countText(expected.count));
  const first = page.getByTestId('search-card').first();
  await expect(first.getByRole('link').first()).toHaveAttribute('href', new RegExp(expected.hits[0]!.slug));
  expect(expected.hits.map((hit) => hit.price)).toEqual(
    expected.hits.map((hit) => hit.price).sort((a, b) => b - a),
  );
});

test('the finance page with the finder has no axe violations; the home page has the finder too', async ({
  page,
}) => {
  await openFinder(page);
  expect(await seriousViolations(new AxeBuilder({ page }).withTags(WCAG_21_AA))).toEqual([]);
  const home = await openFinder(page, '/');
  await expect(estimate(home)).toHaveText('Your estimated budget is $38,000');
  await expect(viewLink(home)).toHaveAttribute('href', hrefFor(38000));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the finder shows the default budget and a working link', async ({ page }) => {
    const finder = await openFinder(page);
    await expect(estimate(finder)).toHaveText('Your estimated budget is $38,000');
    await viewLink(finder).click();
    await expect(page).toHaveURL(subdomainUrl(SITE, hrefFor(38000)));
  });
});

test('typing in the middle of an amount keeps the caret after the typed digit', async ({ page }) => {
  const finder = await openFinder(page);
  const deposit = finder.getByLabel('Deposit', { exact: true });
  const caret = () => deposit.evaluate((input: HTMLInputElement) => input.selectionStart);
  await deposit.click();
  await deposit.press('Home');
  await deposit.press('ArrowRight');
  await deposit.pressSequentially('5');
  await expect(deposit).toHaveValue('25,000');
  expect(await caret()).toBe(2);
  await deposit.pressSequentially('0');
  await expect(deposit).toHaveValue('250,000');
  expect(await caret()).toBe(3);
  await deposit.press('Backspace');
  await expect(deposit).toHaveValue('25,000');
  expect(await caret()).toBe(2);
});
