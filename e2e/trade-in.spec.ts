import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatMoney } from '../src/domain/format/money';
import {
  INDICATIVE_NOTE,
  REFUSAL_MESSAGES,
  TRADE_IN_FAQ,
  VALUATION_COLUMN_ENDPOINT,
  VALUATION_SAVED_LOG,
} from '../src/domain/trade-in';
import { expectSuccess, textbox, waitForForm } from './lead-forms-support';
import { pricedInStockCar, type ApiHit } from './search-support';
import { axeScan, recordBeacons, sentEvents, subdomainUrl } from './support';
import type { TradeInTestCar } from './trade-in-cars';

/**
 * The trade-in valuation (issue 15): the sell-your-car page with its FAQ, the three steps, the estimate from
 * the platform's own listings, and from a car's page the offer against that car with 'Accept offer' (H-40, M-4).
 */

/** The buyer's car and the estimate the seed's listings give it, computed from the seed generator itself. */
let tradeInCar: TradeInTestCar | null = null;
function testCar(): TradeInTestCar {
  tradeInCar ??= JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'e2e/trade-in-cars.ts'], { encoding: 'utf8' }),
  ) as TradeInTestCar;
  return tradeInCar;
}

/**
 * Make and Model offer the site's stock as suggestions (a datalist), and the odometer its quick picks (F-65), so
 * they are comboboxes (issue 15).
 */
const carBox = (form: Locator, name: 'Make' | 'Model' | 'Odometer (km)') =>
  form.getByRole('combobox', { name, exact: true });

/** The suggestions of a field with a datalist. */
async function suggestionsOf(form: Locator, field: Locator) {
  return form.locator(`datalist[id="${await field.getAttribute('list')}"] option`);
}

async function openValuation(page: Page, slug: string, path: string) {
  await page.goto(subdomainUrl(slug, path));
  return waitForForm(page, 'trade_in');
}

/** A car by its odometer; a towed caravan by its length band (decision 074). */
type BuyersCar = { make: string; model: string; year: number } & ({ km: number } | { length: string });

/** Steps 1 and 2: the car as the seed's listings describe it, in the best condition. */
async function describeCar(form: Locator, car: BuyersCar) {
  await expect(form.getByRole('heading', { name: 'Step 1 of 3: Your Car' })).toBeVisible();
  await textbox(form, 'Rego').fill('abc 123');
  await form.getByRole('combobox', { name: 'Registration State' }).selectOption({ label: 'NSW' });
  await textbox(form, 'Year').fill(String(car.year));
  await carBox(form, 'Make').fill(car.make);
  await carBox(form, 'Model').fill(car.model);
  if ('km' in car) await carBox(form, 'Odometer (km)').fill(car.km.toLocaleString('en-AU'));
  else await form.getByRole('combobox', { name: 'Length' }).selectOption({ label: car.length });
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('heading', { name: 'Step 2 of 3: Condition' })).toBeFocused();
  const answers: [string, string][] = [
    ['Has the car been in an accident?', 'No accidents'],
    ['Service history', 'Full service history'],
    ['Tyres', 'Good tread on all tyres'],
    ['Interior', 'Like new'],
    ['Keys', 'Two or more keys'],
    ['Is there finance owing on the car?', 'No'],
  ];
  for (const [question, answer] of answers)
    await form.getByRole('combobox', { name: question }).selectOption({ label: answer });
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('heading', { name: 'Step 3 of 3: Your Details' })).toBeFocused();
}

async function giveDetails(form: Locator) {
  await textbox(form, 'First Name').fill('Ana');
  await textbox(form, 'Email').fill('ana@example.com');
  await textbox(form, 'Mobile').fill('0412 345 678');
  await textbox(form, 'Postcode').fill('2000');
  const terms = form.getByRole('checkbox', { name: 'I agree to the terms of use.' });
  if ((await terms.count()) > 0) await terms.check();
  await form.getByRole('button', { name: 'Get My Estimate' }).click();
}

test('/trade-in promises an instant offer, and its FAQ opens one answer at a time (B-15, H-43)', async ({
  page,
}) => {
  await openValuation(page, 'harbourside', '/trade-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Car' })).toBeVisible();
  await expect(page.getByText(/instant offer in 2 minutes/)).toBeVisible();
  const faq = page.locator('#trade-in-faq details');
  await expect(faq).toHaveCount(TRADE_IN_FAQ.length);
  for (const entry of await faq.all()) await expect(entry).not.toHaveAttribute('open');
  const first = page.getByText(TRADE_IN_FAQ[0]!.question, { exact: true });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(faq.nth(0)).toHaveAttribute('open');
  await expect(page.getByText(TRADE_IN_FAQ[0]!.answer)).toBeVisible();
  await page.getByText(TRADE_IN_FAQ[1]!.question, { exact: true }).click();
  await expect(faq.nth(1)).toHaveAttribute('open');
  await expect(faq.nth(0)).not.toHaveAttribute('open');
  const results = await axeScan(
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
  );
  expect(results.violations).toEqual([]);
});

test("Make suggests the site's makes, Model the typed make's models, the odometer its quick picks; no rego lookup without a service (issue 15)", async ({
  page,
  context,
}) => {
  const stocked = await pricedInStockCar<ApiHit & { model: string }>(context, 'harbourside');
  const form = await openValuation(page, 'harbourside', '/trade-in');
  const make = carBox(form, 'Make');
  const makes = await suggestionsOf(form, make);
  await expect(makes.and(page.locator('[value="Toyota"]'))).toHaveCount(1);
  await expect(makes.and(page.locator(`[value="${stocked.make}"]`))).toHaveCount(1);
  // Any case finds the make's models; any text stays allowed.
  await make.fill(stocked.make.toUpperCase());
  const models = await suggestionsOf(form, carBox(form, 'Model'));
  await expect(models.and(page.locator(`[value="${stocked.model}"]`))).toHaveCount(1);
  // F-65: the odometer offers the site's quick picks (the platform's, harbourside sets none).
  const kms = await suggestionsOf(form, carBox(form, 'Odometer (km)'));
  await expect(kms).toHaveCount(6);
  expect(await kms.evaluateAll((options) => options.map((option) => option.getAttribute('value')))).toEqual([
    '10,000',
    '20,000',
    '50,000',
    '100,000',
    '150,000',
    '200,000',
  ]);
  // F-65: the box shows ' kms' after the number, inside its right edge.
  const odometer = carBox(form, 'Odometer (km)');
  const unit = form.getByTestId('field-unit');
  await expect(unit).toHaveText('kms');
  const [boxRect, unitRect] = [(await odometer.boundingBox())!, (await unit.boundingBox())!];
  expect(unitRect.x).toBeGreaterThan(boxRect.x + boxRect.width / 2);
  expect(unitRect.x + unitRect.width).toBeLessThanOrEqual(boxRect.x + boxRect.width);
  // The demo sites have no rego lookup service: the buyer types the car in, and there is no button.
  await expect(form.getByRole('button', { name: /^Look up/ })).toHaveCount(0);
});

test("values the buyer's car from the platform's listings in three steps, and saves it in the dealer's column (H-41)", async ({
  page,
}) => {
  const { car, estimate } = testCar();
  const form = await openValuation(page, 'redgum', '/sell-my-car');
  await describeCar(form, car);
  // Redgum's dealer takes the valuation in a column: the browser posts it and logs the outcome (H-41).
  const saved = page.waitForEvent('console', (message) => message.text() === VALUATION_SAVED_LOG);
  const columnPost = page.waitForRequest(
    (request) => new URL(request.url()).pathname === VALUATION_COLUMN_ENDPOINT,
  );
  await giveDetails(form);
  const result = form.getByTestId('trade-in-result');
  await expect(result.getByRole('heading', { name: 'Your trade-in estimate' })).toBeFocused({
    timeout: 20_000,
  });
  await expect(result.getByTestId('trade-in-range')).toHaveText(
    `${formatMoney(estimate.low)} – ${formatMoney(estimate.high)}`,
  );
  await expect(result.getByTestId('trade-in-offer')).toHaveText(formatMoney(estimate.offer));
  await expect(result.getByText(estimate.basis)).toBeVisible();
  await expect(result.getByText(INDICATIVE_NOTE)).toBeVisible();
  // Without a car to set it against there is nothing to accept; the lead has reached the dealer already.
  await expect(result.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
  const posted = (await columnPost).postDataJSON() as { column_name: string; valuation: unknown };
  expect(posted.column_name).toBe('trade_in_valuation');
  // The stored quote adds its term (decision 073) to the figures.
  expect(posted.valuation).toMatchObject(estimate);
  expect((await saved).type()).toBe('info');
});

test("from a car's page: the offer against that car, then 'Accept offer' sends event 18 (H-40, M-4)", async ({
  page,
  context,
}) => {
  const { car, estimate } = testCar();
  const target = await pricedInStockCar(context, 'harbourside');
  await recordBeacons(page);
  // Harbourside's dealer has no valuation column: nothing is posted to it.
  const columnPosts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === VALUATION_COLUMN_ENDPOINT) columnPosts.push(request.url());
  });
  const form = await openValuation(page, 'harbourside', `/cars/trade-in?car_id=${target.id}`);
  await describeCar(form, car);
  await giveDetails(form);
  const result = form.getByTestId('trade-in-result');
  await expect(result.getByTestId('trade-in-offer')).toHaveText(formatMoney(estimate.offer), {
    timeout: 20_000,
  });
  await expect(result.getByTestId('trade-in-reduced-price')).toHaveText(
    formatMoney(Math.abs(target.price - estimate.offer)),
  );
  // A stored quote, good for the platform's 7 days (decision 073).
  await expect(result.getByTestId('trade-in-valid-until')).toHaveText(
    /^This offer is valid until \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\.$/,
  );
  await result.getByRole('button', { name: 'Accept offer' }).click();
  await expectSuccess(page, 'Trade-In Valuation');
  // The success page repeats the accepted figure and what it leaves to pay.
  const reduced = target.price - estimate.offer;
  await expect(page.getByTestId('success-accepted-offer').locator('dt')).toHaveText([
    'Trade-in offer accepted:',
    reduced < 0 ? 'Your offer exceeds the price by:' : 'Price after your trade-in:',
  ]);
  await expect(page.getByTestId('success-accepted-offer').locator('dd')).toHaveText([
    formatMoney(estimate.offer),
    formatMoney(Math.abs(reduced)),
  ]);
  // Event 17 for the valuation, then 18 for the accepted offer (M-4), both about the car.
  const events = (await sentEvents(page)) as { eventId: number; carId?: number }[];
  const leadEvents = events.filter((event) => event.eventId === 17 || event.eventId === 18);
  expect(leadEvents.map((event) => [event.eventId, event.carId])).toEqual([
    [17, target.id],
    [18, target.id],
  ]);
  expect(columnPosts).toEqual([]);
});

test('a caravan dealer asks a towed van’s length, not its odometer (decision 074)', async ({ page }) => {
  const form = await openValuation(page, 'outback', '/sell-your-car');
  await expect(form.getByRole('combobox', { name: 'Odometer (km)' })).toHaveCount(0);
  const length = form.getByRole('combobox', { name: 'Length' });
  await expect(length.locator('option')).toHaveText([
    'Please select',
    'Under 5 m (under 16 ft)',
    '5 to 6 m (16 to 19 ft)',
    '6 to 7 m (19 to 23 ft)',
    '7 to 8 m (23 to 26 ft)',
    '8 m or longer (26 ft and over)',
  ]);
  // Its Next checks the length like any required field.
  await textbox(form, 'Year').fill('2022');
  await carBox(form, 'Make').fill('Jayco');
  await carBox(form, 'Model').fill('Journey');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(length).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('link', { name: 'Length is required.' })).toBeVisible();
});

test('a van over 7 years old gets the FAQ guidance instead of a figure (H-42)', async ({ page }) => {
  const form = await openValuation(page, 'outback', '/sell-your-car');
  await describeCar(form, {
    make: 'Jayco',
    model: 'Journey',
    year: new Date().getFullYear() - 8,
    length: '6 to 7 m (19 to 23 ft)',
  });
  await giveDetails(form);
  const result = form.getByTestId('trade-in-result');
  await expect(result.getByText(REFUSAL_MESSAGES.too_old)).toBeVisible({ timeout: 20_000 });
  await result.getByRole('link', { name: 'Read the trade-in questions and answers' }).click();
  await expect(page).toHaveURL(/#trade-in-faq$/);
});

test('the steps check their own fields before moving on', async ({ page }) => {
  const form = await openValuation(page, 'summit', '/trade-in');
  await textbox(form, 'Year').fill('19');
  await carBox(form, 'Odometer (km)').fill('lots');
  await form.getByRole('button', { name: 'Next' }).click();
  const summary = form.getByTestId('form-error-summary');
  await expect(summary.getByRole('listitem')).toHaveText([
    'Please enter the model year as 4 digits, e.g. 2019.',
    'Make is required.',
    'Model is required.',
    'Please enter the odometer reading in whole kilometres, e.g. 85,000.',
  ]);
});

test('the buyer adds a photo of their car: uploaded at once, shown as a thumbnail, sent with the valuation (decision 047)', async ({
  page,
}) => {
  const { car } = testCar();
  const form = await openValuation(page, 'redgum', '/sell-my-car');
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  const input = form.getByLabel('Photos of your car (optional, up to 6)');
  await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  await input.setInputFiles({ name: 'my-car.png', mimeType: 'image/png', buffer: photo });
  const tiles = form.getByTestId('trade-in-photo');
  await expect(tiles).toHaveCount(1);
  await expect(form.getByRole('status').filter({ hasText: 'my-car.png uploaded.' })).toHaveText(
    'my-car.png uploaded.',
  );
  const thumbnail = tiles.getByRole('img', { name: 'my-car.png' });
  await expect(thumbnail).toHaveAttribute('src', /^\/api\/trade-in\/photos\/[0-9a-f-]{36}$/);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
  // Removed, then added again: one photo goes with the lead.
  await tiles.getByRole('button', { name: 'Remove my-car.png' }).click();
  await expect(tiles).toHaveCount(0);
  await input.setInputFiles({ name: 'my-car.png', mimeType: 'image/png', buffer: photo });
  await expect(tiles.getByRole('img', { name: 'my-car.png' })).toBeVisible();
  await describeCar(form, car);
  await giveDetails(form);
  await expect(
    form.getByTestId('trade-in-result').getByRole('heading', { name: 'Your trade-in estimate' }),
  ).toBeFocused({
    timeout: 20_000,
  });
});
