import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { calculateRepayment, type RepaymentFrequencyName } from '../src/domain/finance/repayment';
import { formatRepaymentAmount } from '../src/domain/finance/repayment-text';
import { demoSites, rawGet, recordBeacons, sentEvents, seriousViolations, subdomainUrl } from './support';

/**
 * The vehicle page's finance calculator (issue 13, F-1..F-21): drawn on the server with the default repayment,
 * interactive once its code loads. redgum rounds up to the cent (F-18 'ceilCents'), harbourside to the dollar.
 */

async function firstCarSlug(page: Page, site: string): Promise<string> {
  const response = await page.goto(subdomainUrl(site, '/api/search'));
  const body = (await response!.json()) as { hits: { slug: string }[] };
  return body.hits[0]!.slug;
}

async function openCalculator(page: Page, site: string) {
  const slug = await firstCarSlug(page, site);
  await page.goto(subdomainUrl(site, `/cars/${slug}`));
  const section = page.locator('#finance-calculator');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('slider', { name: 'Loan amount' })).toBeVisible();
  return { section, slug };
}

/** The calculator's inputs as the buyer sees them in its boxes and select. */
async function visibleInputs(section: ReturnType<Page['locator']>) {
  const box = async (name: string) => Number(await section.getByRole('textbox', { name }).inputValue());
  const select = section.getByRole('combobox', { name: 'Repayment frequency' });
  return {
    amount: await box('Loan amount, typed'),
    termYears: await box('Loan term (years), typed'),
    interestRatePercent: await box('Interest rate (% p.a.), typed'),
    deposit: await box('Deposit / trade-in ($)'),
    residual: await box('Balloon payment ($)'),
    frequency: ((await select.count()) ? await select.inputValue() : 'week') as RepaymentFrequencyName,
  };
}

/** F-19: the establishment fee the result lists (financed with the loan), else 0. */
async function establishmentFee(section: ReturnType<Page['locator']>): Promise<number> {
  const fee = section.getByTestId('finance-fee');
  return (await fee.count()) ? Number((await fee.innerText()).replace(/[$,]/g, '')) : 0;
}

async function expectRepaymentOf(
  section: ReturnType<Page['locator']>,
  rounding: 'nearestDollar' | 'ceilCents',
) {
  const inputs = await visibleInputs(section);
  const fee = await establishmentFee(section);
  const expected = calculateRepayment({ ...inputs, tradeIn: 0, establishmentFee: fee }, rounding);
  await expect(section.getByTestId('finance-repayment')).toHaveText(formatRepaymentAmount(expected.payment));
  await expect(section.getByTestId('finance-total')).toHaveText(formatRepaymentAmount(expected.total));
  return inputs;
}

test('without script the section shows the default repayment, drawn on the server', async ({ page }) => {
  const slug = await firstCarSlug(page, 'harbourside');
  const { status, body } = await rawGet('harbourside.localhost', `/cars/${slug}`);
  expect(status).toBe(200);
  expect(body).toContain('id="finance-calculator"');
  expect(body).toMatch(/data-testid="finance-repayment">\$[\d,]+<\/span>/);
  expect(body).toMatch(/Based on \$[\d,]+ over \d+(\.5)? years? at [\d.]+% p\.a\./);
});

test('the sliders work by keyboard; every change recalculates; event 26 is sent once (F-1, F-8, F-9)', async ({
  page,
}) => {
  await recordBeacons(page);
  const { section } = await openCalculator(page, 'redgum');
  // redgum: angle finance, repayments rounded up to the cent.
  const before = await expectRepaymentOf(section, 'ceilCents');
  const amount = section.getByRole('slider', { name: 'Loan amount' });
  await amount.focus();
  await page.keyboard.press('ArrowRight');
  // The calculator starts at the car's price (decision 069); a step lands on the slider's next $500 mark.
  await expect(section.getByRole('textbox', { name: 'Loan amount, typed' })).toHaveValue(
    String(Math.floor(before.amount / 500) * 500 + 500),
  );
  await expectRepaymentOf(section, 'ceilCents');
  const term = section.getByRole('slider', { name: 'Loan term (years)' });
  await term.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(term).toHaveAttribute('aria-valuetext', `${before.termYears - 0.5} years`);
  await expectRepaymentOf(section, 'ceilCents');
  await section.getByRole('textbox', { name: 'Interest rate (% p.a.), typed' }).fill('7.5');
  await page.keyboard.press('Enter');
  await expectRepaymentOf(section, 'ceilCents');
  await expect
    .poll(async () =>
      (await sentEvents(page)).filter((event) => (event as { eventId: number }).eventId === 26),
    )
    .toHaveLength(1);
});

test('the frequency select switches to fortnightly and monthly figures (F-14)', async ({ page }) => {
  const { section } = await openCalculator(page, 'harbourside');
  const select = section.getByRole('combobox', { name: 'Repayment frequency' });
  for (const [value, per] of [
    ['fortnight', 'per fortnight'],
    ['month', 'per month'],
  ] as const) {
    await select.selectOption(value);
    await expect(section.getByTestId('finance-result')).toContainText(per);
    await expectRepaymentOf(section, 'nearestDollar');
  }
});

test('a weekly repayment of $25 or less says Enquire for Finance and blanks the total (F-21)', async ({
  page,
}) => {
  const { section } = await openCalculator(page, 'harbourside');
  await section.getByRole('slider', { name: 'Loan amount' }).focus();
  await page.keyboard.press('Home');
  await section.getByRole('slider', { name: 'Loan term (years)' }).focus();
  await page.keyboard.press('End');
  await section.getByRole('textbox', { name: 'Deposit / trade-in ($)' }).fill('0');
  await section.getByRole('textbox', { name: 'Balloon payment ($)' }).fill('0');
  await page.keyboard.press('Enter');
  await expect(section.getByTestId('finance-result')).toContainText('Enquire for Finance');
  await expect(section.getByTestId('finance-total')).toHaveText('');
});

test('summit starts at the car price and keeps its interest fixed (F-7, F-11)', async ({ page }) => {
  const response = await page.goto(subdomainUrl('summit', '/api/search?sortBy=price_desc'));
  const { hits } = (await response!.json()) as { hits: { slug: string; price: number }[] };
  const car = hits.find((hit) => hit.price > 1000)!;
  await page.goto(subdomainUrl('summit', `/cars/${car.slug}`));
  const section = page.locator('#finance-calculator');
  await section.scrollIntoViewIfNeeded();
  const interest = section.getByRole('slider', { name: 'Interest rate (% p.a.)' });
  await expect(interest).toHaveAttribute('data-disabled', '');
  await expect(section.getByRole('textbox', { name: 'Interest rate (% p.a.), typed' })).toHaveAttribute(
    'readonly',
    '',
  );
  // price105 (F-3): the dearest car fits under the maximum, so the default is its price.
  await expect(section.getByRole('textbox', { name: 'Loan amount, typed' })).toHaveValue(String(car.price));
});

test('the calculator has no serious or critical axe violations', async ({ page }) => {
  await openCalculator(page, 'harbourside');
  expect(await seriousViolations(new AxeBuilder({ page }).include('#finance-calculator'))).toEqual([]);
});

test('harbourside lists the brand fee schedule under the calculator (F-20)', async ({ page }) => {
  const { section } = await openCalculator(page, 'harbourside');
  const fees = section.getByTestId('finance-fee-schedule');
  await expect(fees.locator('dt')).toHaveText([
    'Establishment fee',
    'Security registration',
    'Monthly account admin fee',
    'Dealer agency fee',
  ]);
  await expect(fees.locator('dd')).toHaveText(['$395', '$6', '$8', '$912.25']);
});

test('redgum hides the frequency select and quotes weekly repayments (F-15)', async ({ page }) => {
  const { section } = await openCalculator(page, 'redgum');
  await expect(section.getByRole('combobox', { name: 'Repayment frequency' })).toHaveCount(0);
  await expect(section.getByTestId('finance-result')).toContainText('per week');
});

test("outback's sliders keep the dealer's year options, loan minimum and interest range (F-2, F-5, F-6)", async ({
  page,
}) => {
  const { section } = await openCalculator(page, 'outback');
  const term = section.getByRole('slider', { name: 'Loan term (years)' });
  await term.focus();
  await page.keyboard.press('End');
  await expect(term).toHaveAttribute('aria-valuetext', '7 years');
  await page.keyboard.press('ArrowLeft');
  await expect(term).toHaveAttribute('aria-valuetext', '5 years');
  await page.keyboard.press('Home');
  await expect(term).toHaveAttribute('aria-valuetext', '1 year');
  await page.keyboard.press('ArrowRight');
  await expect(term).toHaveAttribute('aria-valuetext', '2 years');
  await expectRepaymentOf(section, 'nearestDollar');
  // The provider's loan minimum (F-2): Home goes to $5,000.
  await section.getByRole('slider', { name: 'Loan amount' }).focus();
  await page.keyboard.press('Home');
  await expect(section.getByRole('textbox', { name: 'Loan amount, typed' })).toHaveValue('5000');
  // The dealer's interest range (9.95–19.95, F-6), reaching down to the car's own quoted rate (decision 069):
  // a typed 5% becomes the lower of the two.
  const interest = section.getByRole('textbox', { name: 'Interest rate (% p.a.), typed' });
  const quoted = Number(await interest.inputValue());
  await interest.fill('5');
  await page.keyboard.press('Enter');
  await expect(interest).toHaveValue(String(Math.min(9.95, quoted)));
});

const SIDEBAR_FIGURE = /data-testid="vehicle-weekly-finance"[^>]*>Est\. (?:<!-- -->)?(\$[\d,.]+)\/wk/;
const CALCULATOR_FIGURE = /data-testid="finance-repayment">(\$[\d,.]+)</;

/** The first car on the site's first search page whose page quotes a weekly figure, with both figures. */
async function quotedCarPage(page: Page, site: string) {
  const response = await page.goto(subdomainUrl(site, '/api/search'));
  const { hits } = (await response!.json()) as { hits: { slug: string }[] };
  for (const { slug } of hits) {
    const { body } = await rawGet(`${site}.localhost`, `/cars/${slug}`);
    const sidebar = SIDEBAR_FIGURE.exec(body)?.[1];
    if (sidebar) return { slug, sidebar, calculator: CALCULATOR_FIGURE.exec(body)?.[1] };
  }
  throw new Error(`no car on ${site}'s first search page quotes a weekly figure`);
}

test('one car, one repayment: the calculator starts on the weekly figure the page quotes, with and without script (issue 37)', async ({
  page,
}) => {
  for (const { slug: site } of demoSites()) {
    const { slug, sidebar, calculator } = await quotedCarPage(page, site);
    // Without script: the server's own calculator figure.
    expect(calculator, `${site} ${slug}`).toBe(sidebar);
    // With script: the live calculator's first figure, and the sticky header.
    await page.goto(subdomainUrl(site, `/cars/${slug}`));
    const section = page.locator('#finance-calculator');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('slider', { name: 'Loan amount' })).toBeVisible();
    await expect(section.getByTestId('finance-repayment')).toHaveText(sidebar);
    await expect(page.getByTestId('vehicle-weekly-finance')).toContainText(`Est. ${sidebar}/wk`);
  }
});
