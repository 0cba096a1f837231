import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { calculateRepayment } from '../src/domain/finance/repayment';
import { formatRepaymentAmount } from '../src/domain/finance/repayment-text';
import { seriousViolations, subdomainUrl, WCAG_21_AA } from './support';

/** /finance (issue 13, F-44..F-51): the finance page's calculator, the enquiry and the disclaimer. */

const box = (block: Locator, name: string) => block.getByRole('textbox', { name: `${name}, typed` });

/**
 * The repayment the domain gives for the block's visible inputs: harbourside finances its fee schedule's $395
 * establishment fee (F-20, decision 070) and rounds to whole dollars.
 */
async function expectedRepayment(block: Locator) {
  const value = async (name: string) => Number(await box(block, name).inputValue());
  return calculateRepayment(
    {
      amount: await value('Purchase price'),
      deposit: await value('Deposit / trade-in'),
      tradeIn: 0,
      establishmentFee: 395,
      interestRatePercent: await value('Interest rate (% p.a.)'),
      termYears: await value('Loan term (years)'),
      residual: await value('Residual (balloon)'),
      frequency: 'week',
    },
    'nearestDollar',
  );
}

test('the finance page starts at $30,000 over 5 years at 10% and recalculates as the buyer types', async ({
  page,
}) => {
  const response = await page.goto(subdomainUrl('harbourside', '/finance'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car Finance');
  const block = page.getByTestId('finance-block');
  await expect(box(block, 'Purchase price')).toHaveValue('30000');
  await expect(box(block, 'Loan term (years)')).toHaveValue('5');
  await expect(box(block, 'Interest rate (% p.a.)')).toHaveValue('10');
  // $30,000 + the $395 fee at 10% over 260 weeks: $148.665 by the annuity formula.
  await expect(block.getByTestId('finance-fee')).toHaveText('$395');
  const start = await expectedRepayment(block);
  expect(start.payment).toBe(149);
  await expect(block.getByTestId('finance-repayment')).toHaveText('$149');
  await box(block, 'Deposit / trade-in').fill('5000');
  await page.keyboard.press('Enter');
  const after = await expectedRepayment(block);
  await expect(block.getByTestId('finance-repayment')).toHaveText(formatRepaymentAmount(after.payment));
  await expect(block.getByTestId('finance-total')).toHaveText(formatRepaymentAmount(after.total));
});

test('a purchase price outside the range says so and moves inside it (F-45, F-46, F-50)', async ({
  page,
}) => {
  await page.goto(subdomainUrl('harbourside', '/finance'));
  const block = page.getByTestId('finance-block');
  const price = box(block, 'Purchase price');
  for (const [typed, kept] of [
    ['500', '1000'],
    ['300000', '250000'],
  ] as const) {
    await price.fill(typed);
    await page.keyboard.press('Enter');
    await expect(block.getByRole('alert')).toHaveText('Cannot be less than $1,000 or more than $250,000');
    await expect(price).toHaveValue(kept);
    await expect(price).toHaveAttribute('aria-invalid', 'true');
  }
  // 0 or less is refused and the price stays where it was (decision 071).
  for (const typed of ['0', '-20']) {
    await price.fill(typed);
    await page.keyboard.press('Enter');
    await expect(block.getByRole('alert')).toHaveText(
      'Enter a purchase price of more than $0; the price has not changed.',
    );
    await expect(price).toHaveValue('250000');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
  }
  await block.getByRole('slider', { name: 'Purchase price' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(block.getByRole('alert')).toHaveCount(0);
});

test('the page names its lenders, has the finance enquiry and the disclaimer, and no axe violations', async ({
  page,
}) => {
  await page.goto(subdomainUrl('redgum', '/finance'));
  // redgum's own provider first, then the other lenders with figures on its cars.
  await expect(page.getByText('We arrange loans through')).toHaveText(
    'We arrange loans through Angle Auto Finance, Dealer Finance and Nissan Financial Services, and compare what they offer for you.',
  );
  await expect(page.getByRole('link', { name: 'Apply for finance' })).toHaveAttribute(
    'href',
    '/apply-for-finance#finance-form',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Finance Enquiry' })).toBeVisible();
  await expect(page.locator('#financeDisclaimer')).toContainText(
    'a 5-year secured fixed-rate loan of $30,000',
  );
  expect(await seriousViolations(new AxeBuilder({ page }).withTags(WCAG_21_AA))).toEqual([]);
});

test("outback's finance page speaks of caravans (F-24, F-52)", async ({ page }) => {
  await page.goto(subdomainUrl('outback', '/finance'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caravan Finance');
  await expect(page.locator('#budget-finder').getByRole('heading', { level: 2 })).toHaveText(
    'Find caravans for your budget',
  );
  await expect(
    page.locator('#budget-finder').getByRole('link', { name: 'View Caravans In This Range' }),
  ).toBeVisible();
  await expect(page.locator('#financeDisclaimer')).toContainText(
    'based on a caravan loan over a 5-year term',
  );
});
