import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectedWeekly, searchApi, searchPath, url, weeklyLine, type ApiHit } from './search-support';

/**
 * Issue 13 (F-40..F-43, D-61, decision 029) on the group site, whose finance provider needs only an in-stock car
 * with both rates (F-31, F-34): a car's youX quote is its weekly figure on the card and the sticky header, and
 * in the default configuration (no YOUX_QUOTE_URL) quotes come from the built-in calculator, never from youX.
 */

type QuotedHit = ApiHit & {
  youxWeeklyRepayment: number;
  youxAdvertisedRate: number;
  youxComparisonRate: number;
};

const isInStock = (hit: ApiHit) =>
  ['in_stock', 'coming_soon'].includes(hit.status) && !hit.sold && !hit.reserved;

/** The first in-stock car (Toyota is locked to Toyota finance, F-37) with a youX quote and a full lender record. */
async function quotedCar(context: BrowserContext): Promise<{ car: QuotedHit; page: number }> {
  for (let page = 1; page <= 10; page++) {
    const { hits, pages } = await searchApi(context, `?page=${page}`);
    const car = hits.find(
      (hit) =>
        isInStock(hit) &&
        hit.make.toLowerCase() !== 'toyota' &&
        hit.youxWeeklyRepayment !== null &&
        hit.youxAdvertisedRate !== null &&
        hit.youxComparisonRate !== null &&
        hit.financeLender?.interestRate != null &&
        hit.financeLender.comparisonRate != null,
    );
    if (car) return { car: car as QuotedHit, page };
    if (page >= pages) break;
  }
  throw new Error('no in-stock car with a youX quote and lender rates in the first 10 pages');
}

const lineOf = (car: QuotedHit) => {
  const { figure, rate, comparison } = expectedWeekly(car);
  return weeklyLine(figure, rate, comparison);
};

test("the card and the sticky header show the car's youX weekly figure (F-43, D-61)", async ({
  page,
  context,
}) => {
  const { car, page: pageNumber } = await quotedCar(context);
  await page.goto(url(pageNumber === 1 ? searchPath : `${searchPath}?page=${pageNumber}`));
  const card = page
    .getByTestId('search-card')
    .filter({ has: page.locator(`h2 a[href="/cars/${car.slug}"]`) });
  await expect(card.getByTestId('finance-line')).toHaveText(lineOf(car));

  const quoteRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/youx/quote') quoteRequests.push(request.url());
  });
  await page.goto(url(`/cars/${car.slug}`));
  await expect(page.getByTestId('vehicle-actions')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(page.getByTestId('sticky-weekly-finance')).toHaveText(`Est. ${lineOf(car)}`);
  // The car has a quote, and youX is off: the page asks for nothing.
  expect(quoteRequests).toEqual([]);
});

test('POST /api/youx/quote answers the built-in quote in the default configuration and stores nothing', async ({
  page,
  context,
}) => {
  const { car, page: pageNumber } = await quotedCar(context);
  await page.goto(url(`/cars/${car.slug}`));
  const post = (body: unknown) =>
    page.evaluate(async (json) => {
      const response = await fetch('/api/youx/quote', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }, body);

  const answer = await post({ carId: car.id });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ source: 'built-in', stored: false });
  const quote = answer.body.quote as { weeklyRepaymentAmount: number; advertisedRate: number };
  // The lender record's rate (F-13), over 60 months by the calculator's maths.
  expect(quote.advertisedRate).toBe(car.financeLender!.interestRate);
  expect(quote.weeklyRepaymentAmount).toBeGreaterThan(0);

  expect(await post({ carId: car.id, loanTerm: 5 })).toEqual({
    status: 400,
    body: {
      error: 'loanTerm must be 12 to 84 months',
      fieldErrors: { loanTerm: 'loanTerm must be 12 to 84 months' },
    },
  });
  expect((await post({ carId: 2_000_000_000 })).status).toBe(404);

  // The built-in answer is never stored as youX's: the car's quote is as it was.
  const { hits } = await searchApi(context, `?page=${pageNumber}`);
  expect(hits.find((hit) => hit.id === car.id)?.youxWeeklyRepayment).toBe(car.youxWeeklyRepayment);
});
