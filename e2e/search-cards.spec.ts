import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoSites } from './support';
import {
  expectedWeekly,
  openSearch,
  searchApi,
  searchPath,
  url,
  weeklyLine,
  type ApiHit,
} from './search-support';

const isInStock = (hit: ApiHit) =>
  ['in_stock', 'coming_soon'].includes(hit.status) && !hit.sold && !hit.reserved;
const cardOf = (page: Page, hit: ApiHit) =>
  page.getByTestId('search-card').filter({ has: page.locator(`h2 a[href="/cars/${hit.slug}"]`) });

test('an in-stock card shows the C-58 buttons and the weekly finance line from its lender', async ({
  page,
  context,
}) => {
  const { hits } = await searchApi(context);
  const car = hits.find((hit) => isInStock(hit) && hit.price > 200)!;
  // The group site's provider needs only an in-stock car with both rates (F-31, F-34); Toyota is locked to
  // Toyota finance (F-37).
  const financed = hits.find((hit) => {
    const lender = hit.financeLender;
    return (
      isInStock(hit) &&
      hit.make.toLowerCase() !== 'toyota' &&
      lender !== null &&
      lender.interestRate !== null &&
      lender.comparisonRate !== null &&
      (lender.paymentWeek ?? 0) > 0
    );
  });
  expect(financed, 'a first-page car with lender data').toBeDefined();
  await page.goto(url(searchPath));
  const buttons = cardOf(page, car).getByTestId('card-buttons').getByRole('link');
  // Reserve Now leads to the car's checkout (issue 15): in stock and priced over $200.
  await expect(buttons).toHaveText(['Explore Vehicle', 'Quick Enquiry', 'Book a Test Drive', 'Reserve Now']);
  const hrefs = await buttons.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    `/cars/${car.slug}`,
    `/cars/${car.slug}?enquire=1#enquire`,
    `/book-test-drive?car=${car.id}`,
    `/cars/${car.slug}/checkout`,
  ]);
  // F-43: a car's youX quote comes first, at its own rates; else the lender record's loan.
  const { figure, rate, comparison } = expectedWeekly(financed!);
  await expect(cardOf(page, financed!).getByTestId('finance-line')).toHaveText(
    weeklyLine(figure, rate, comparison),
  );
  // The asterisk's note: the example the comparison rate is for and the lenders' warning.
  await expect(page.getByTestId('comparison-rate-note')).toHaveText(
    '*Comparison rate based on a 5-year secured fixed-rate loan of $30,000. WARNING: This comparison rate is ' +
      'true only for the examples given and may not include all fees and charges. Different terms, fees or ' +
      'other loan amounts might result in a different comparison rate.',
  );
});

test('a sold car invites a similar search instead of the usual buttons', async ({ page, context }) => {
  const sold = await searchApi(context, '?status=sold');
  test.skip(sold.count === 0, 'no sold car within its retention');
  await page.goto(url(`${searchPath}?status=sold`));
  const card = cardOf(page, sold.hits[0]!);
  await expect(card.getByText('Like this and want something similar?', { exact: true })).toBeVisible();
  await expect(card.getByTestId('card-buttons').getByRole('link')).toHaveText(['Find Me Something Similar']);
  await expect(card.getByRole('button', { name: /^Save / })).toHaveCount(0);
});

/** Clicks until the toggle reads `pressed`: a click before hydration does nothing, so retry. */
async function pressUntil(toggle: Locator, pressed: 'true' | 'false') {
  await expect(async () => {
    if ((await toggle.getAttribute('aria-pressed')) !== pressed) await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', pressed, { timeout: 1_000 });
  }).toPass();
}

/** The save toggle, whichever name it has now ('Save …' or 'Remove … from saved'). */
const saveToggle = (page: Page, hit: ApiHit) =>
  cardOf(page, hit).getByRole('button', { name: /^(Save |Remove )/ });

const savedKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith(':saved-cars')));

test('the save toggle persists after a reload and is kept per site (N-7)', async ({ page, context }) => {
  const [first] = (await searchApi(context)).hits.filter(isInStock);
  await openSearch(page, searchPath);
  const save = saveToggle(page, first!);
  const title = (await cardOf(page, first!).getByRole('heading').textContent())!;
  await expect(save).toHaveAccessibleName(`Save ${title}`);
  await pressUntil(save, 'true');
  await page.reload();
  const saved = cardOf(page, first!).getByRole('button', { name: `Remove ${title} from saved` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  const [groupKey] = await savedKeys(page);
  expect(groupKey).toMatch(/^forecourt:\d+:saved-cars$/);

  const dealer = demoSites().find((site) => site.overrides.siteType === 'dealer')!;
  const [a, b] = (await searchApi(context, '', dealer.slug)).hits.filter(isInStock);
  await openSearch(page, searchPath, dealer.slug);
  await pressUntil(saveToggle(page, a!), 'true');
  const [dealerKey] = await savedKeys(page);
  expect(dealerKey).toMatch(/^forecourt:\d+:saved-cars$/);
  expect(dealerKey).not.toBe(groupKey);
  // Another site's list on the same origin (as two sites on one domain would share) does not count here.
  await page.evaluate(
    ([key, id]) =>
      localStorage.setItem(
        key!,
        JSON.stringify([{ id, name: 'x', slug: 'x', make: 'x', model: 'x', primary_image_url: null }]),
      ),
    [groupKey, b!.id] as const,
  );
  await page.reload();
  await expect(cardOf(page, a!).getByRole('button', { name: /^Remove / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cardOf(page, b!).getByRole('button', { name: /^Save / })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('compare takes at most 3 cars', async ({ page, context }) => {
  const cars = (await searchApi(context)).hits.filter(isInStock).slice(0, 4);
  await openSearch(page, searchPath);
  const boxes = cars.map((car) => cardOf(page, car).getByRole('checkbox', { name: /^Compare / }));
  for (const box of boxes.slice(0, 3)) await expect(async () => box.check({ timeout: 1_000 })).toPass();
  await boxes[3]!.click();
  await expect(boxes[3]!).not.toBeChecked();
  await expect(cardOf(page, cars[3]!).getByRole('status')).toHaveText('You can compare up to 3 cars');
});
