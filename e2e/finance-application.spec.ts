import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { financeApplicationHref } from '../src/domain/cards/action-links';
import {
  expectOneStoredLead,
  expectSuccess,
  expectSummary,
  textbox,
  uniqueEmail,
  waitForForm,
} from './lead-forms-support';
import { pricedInStockCar, type ApiHit } from './search-support';
import { recordBeacons, sentEvents, seriousViolations, subdomainUrl, WCAG_21_AA } from './support';

/**
 * The finance application (issue 13): B-22's link from the vehicle page's Car Finance card (F-28) and the
 * sticky header (D-63), its four steps filled by keyboard, its messages, event 9, and the routes of B-23 and
 * B-29. summit is the group site (many dealerships: the Preferred Dealership select shows).
 */

type Hit = ApiHit & { carType: string };

const inStockCar = (context: BrowserContext, site: string) => pricedInStockCar<Hit>(context, site);

const combobox = (form: Locator, name: string) => form.getByRole('combobox', { name, exact: true });

/** Types into a field the way a keyboard user does: focus, then keys. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.type(text);
}

/** A closed native select follows the keys typed on it (type-ahead), as with a keyboard. */
async function chooseByKeys(page: Page, select: Locator, text: string, expected: string) {
  await select.focus();
  await page.keyboard.type(text);
  await expect(select).toHaveValue(expected);
}

async function nextStep(form: Locator, title: string) {
  await form.getByRole('button', { name: 'Next' }).press('Enter');
  await expect(form.getByRole('heading', { name: title })).toBeFocused();
}

test('summit: Get Pre-Approved opens the application about the car, filled by keyboard and sent (event 9)', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const car = await inStockCar(context, 'summit');
  const email = uniqueEmail('apply');
  await recordBeacons(page);
  await page.goto(subdomainUrl('summit', `/cars/${car.slug}`));
  const button = page
    .getByTestId('finance-card')
    .getByRole('link', { name: 'Get Pre-Approved', exact: true });
  await expect(button).toHaveAttribute('href', financeApplicationHref(car));
  await button.click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/apply-for-finance' && url.hash === '#finance-form',
  );
  const form = await waitForForm(page);
  await expect(page.locator('#finance-form')).toBeInViewport();
  await expect(page.locator('#finance-form').getByTestId('lead-form-car')).toBeVisible();

  // Step 1, prefilled from the link (B-22).
  await expect(form.getByRole('heading', { name: 'Step 1 of 4: Your Loan' })).toBeVisible();
  await expect(combobox(form, 'Preferred Dealership')).toHaveValue(car.dealershipSlug);
  const budget = textbox(form, 'Vehicle Price or Budget');
  await expect(budget).toHaveValue(new Intl.NumberFormat('en-AU').format(Math.round(car.price)));
  await expect(combobox(form, 'Car Type')).toHaveValue(car.carType);
  await typeInto(page, textbox(form, 'Deposit'), '5000');
  await expect(textbox(form, 'Deposit')).toHaveValue('5,000');
  await chooseByKeys(page, combobox(form, 'Loan Term'), '5 years', '60');
  await nextStep(form, 'Step 2 of 4: Employment');

  await chooseByKeys(page, combobox(form, 'Employment Status'), 'Full', 'Full-time');
  await typeInto(page, textbox(form, 'Employer or Business Name'), 'Harbour Logistics');
  await typeInto(page, textbox(form, 'Occupation'), 'Warehouse supervisor');
  await chooseByKeys(page, combobox(form, 'Years with Employer'), '3', '3');
  await nextStep(form, 'Step 3 of 4: Income and Expenses');

  // A required amount left empty stops the step with its message.
  await form.getByRole('button', { name: 'Next' }).press('Enter');
  await expectSummary(form, [
    'Net Monthly Income (after tax) is required.',
    'Monthly Living Expenses is required.',
    'Monthly Rent or Mortgage is required.',
  ]);
  await typeInto(page, textbox(form, 'Net Monthly Income (after tax)'), '6200');
  await typeInto(page, textbox(form, 'Monthly Living Expenses'), '1800');
  await typeInto(page, textbox(form, 'Monthly Rent or Mortgage'), '2100');
  await nextStep(form, 'Step 4 of 4: Your Details');

  await typeInto(page, textbox(form, 'Name'), 'Jo Citizen');
  await typeInto(page, textbox(form, 'Email'), email);
  await typeInto(page, textbox(form, 'Phone'), '0412 345 678');
  await form.getByLabel('Date of Birth').fill('2012-01-01');
  await chooseByKeys(page, combobox(form, 'Residential Status'), 'Rent', 'Renting');
  await chooseByKeys(page, combobox(form, 'Licence Type'), 'Full', 'Full');
  await typeInto(page, textbox(form, 'Driver Licence Number'), '123456789');
  await chooseByKeys(page, combobox(form, 'Licence State'), 'QLD', 'QLD');
  const submit = form.getByRole('button', { name: 'Submit Application' });
  await submit.press('Enter');
  await expectSummary(form, [
    'You must be 18 or older to apply for finance.',
    'You must agree to the use of your details to assess your application before submitting.',
  ]);
  await form.getByLabel('Date of Birth').fill('1990-07-15');
  await form.getByRole('checkbox', { name: /^I agree that the dealership may use/ }).press('Space');
  await submit.press('Enter');
  await expectSuccess(page, 'Finance Application');
  await expectOneStoredLead('summit', email);
  expect(await sentEvents(page)).toContainEqual(
    expect.objectContaining({ eventId: 9, formType: 'finance_application', carId: car.id }),
  );
});

test("summit: the sticky header's Get Finance is the same link (D-63)", async ({ page, context }) => {
  const car = await inStockCar(context, 'summit');
  await page.goto(subdomainUrl('summit', `/cars/${car.slug}`));
  await page.evaluate(() => window.scrollTo(0, 700));
  const header = page.getByTestId('vehicle-sticky-header');
  await expect(header.getByRole('link', { name: 'Get Finance' })).toHaveAttribute(
    'href',
    financeApplicationHref(car),
  );
});

test('harbourside: /personalised/finance names the car, and opens without one too (B-23)', async ({
  page,
  context,
}) => {
  const car = await inStockCar(context, 'harbourside');
  const response = await page.goto(subdomainUrl('harbourside', `/personalised/finance?car_id=${car.id}`));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Personalised Finance' })).toBeVisible();
  const price = `$${new Intl.NumberFormat('en-AU').format(Math.round(car.price))}`;
  await expect(page.locator('#finance-form')).toContainText(`, priced at ${price}.`);
  const form = await waitForForm(page);
  await expect(form.getByTestId('lead-form-car')).toContainText(car.make);
  for (const path of ['/personalised/finance', '/personalised/finance?car_id=999999999']) {
    expect((await page.goto(subdomainUrl('harbourside', path)))?.status()).toBe(200);
    await expect(waitForForm(page)).resolves.toBeDefined();
    await expect(page.getByTestId('lead-form-car')).toHaveCount(0);
  }
});

test('/finance-and-insurance is a group page: the application on summit, 404 elsewhere (B-29)', async ({
  page,
}) => {
  expect((await page.goto(subdomainUrl('summit', '/finance-and-insurance')))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Finance and Insurance' })).toBeVisible();
  const section = page.locator('#finance-form');
  await expect(section.getByRole('heading', { level: 2, name: 'Apply for Finance' })).toBeVisible();
  await expect(section.getByRole('heading', { level: 3, name: 'Step 1 of 4: Your Loan' })).toBeVisible();
  await waitForForm(page);
  expect((await page.goto(subdomainUrl('harbourside', '/finance-and-insurance')))?.status()).toBe(404);
});

for (const site of ['harbourside', 'summit']) {
  test(`${site}: /apply-for-finance has no serious axe violations on any step`, async ({ page }) => {
    await page.goto(subdomainUrl(site, '/apply-for-finance?vehiclePriceBudget=30000'));
    const form = await waitForForm(page);
    expect(await seriousViolations(new AxeBuilder({ page }).withTags(WCAG_21_AA))).toEqual([]);
    // The error state too: the summary, invalid fields and their messages.
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByTestId('form-error-summary')).toBeVisible();
    expect(await seriousViolations(new AxeBuilder({ page }).withTags(WCAG_21_AA))).toEqual([]);
  });
}
