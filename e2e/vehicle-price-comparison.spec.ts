import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatMoney } from '../src/domain/format/money';
import { dealLabel, fillBand, isAutogaugeShown } from '../src/domain/price-comparison/gauge-rules';
import type { AutogaugeData } from '../src/domain/price-comparison/types';
import { subdomainUrl } from './support';

/**
 * The vehicle page's price comparison (checklist E) and similar cars (D-96..D-101) on two demo sites.
 * Expects /cars/{slug} to mount <PriceComparison carPath="/cars/{slug}" /> and <SimilarCars slug="{slug}" />
 * (src/components/vehicle/price-comparison, src/components/vehicle/similar-cars), in that order.
 */

type Candidate = {
  slug: string;
  gauge: AutogaugeData;
  similar: { cars: { slug: string; title: string }[] };
};

const found = new Map<string, Candidate>();

/**
 * A car of the site whose gauge shows and that has similar cars, asked of the site's own APIs from one of its
 * pages (the demo stock is generated, so no slug is hard-coded); the first match, once per worker and site.
 */
async function findCarWithGauge(page: Page, site: string): Promise<Candidate> {
  const known = found.get(site);
  if (known) return known;
  await page.goto(subdomainUrl(site, '/'));
  for (let searchPage = 1; searchPage <= 5; searchPage++) {
    const candidate = (await page.evaluate(async (n) => {
      const search = (await (await fetch(`/api/search?page=${n}`)).json()) as {
        hits: { slug: string; status: string; sold: boolean; reserved: boolean }[];
      };
      for (const hit of search.hits) {
        if (hit.status !== 'in_stock' || hit.sold || hit.reserved) continue;
        const gauge = await (await fetch(`/cars/${hit.slug}/autogauge`)).json();
        if (!(gauge.confidence > 0.2 && gauge.market_range_max >= gauge.listing_price)) continue;
        const similar = await (await fetch(`/api/cars/${hit.slug}/similar`)).json();
        if (similar.cars.length > 0) return { slug: hit.slug, gauge, similar };
      }
      return null;
    }, searchPage)) as Candidate | null;
    if (candidate && isAutogaugeShown(candidate.gauge)) {
      found.set(site, candidate);
      return candidate;
    }
  }
  throw new Error(`No car with a shown gauge and similar cars on ${site}`);
}

function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

for (const site of ['harbourside', 'summit']) {
  test.describe(`${site}: price comparison and similar cars`, () => {
    test('the gauge shows the autogauge figures, its label and band, then settles (E-1..E-13)', async ({
      page,
    }) => {
      const car = await findCarWithGauge(page, site);
      const gauge = car.gauge as Required<{ [K in keyof AutogaugeData]: NonNullable<AutogaugeData[K]> }>;
      await page.goto(subdomainUrl(site, `/cars/${car.slug}`));
      const section = page.getByTestId('price-comparison');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText('Price Comparison');
      const meter = section.getByRole('meter', { name: 'Price Comparison' });
      const price = formatMoney(gauge.listing_price);
      const min = formatMoney(gauge.market_range_min);
      const max = formatMoney(gauge.market_range_max);
      await expect(meter).toHaveAttribute('aria-valuenow', String(Math.round(gauge.fill * 100)));
      await expect(meter).toHaveAttribute(
        'aria-valuetext',
        `${dealLabel(gauge.fill)}: this car ${price}, market range ${min} to ${max}`,
      );
      await expect(meter).toHaveAttribute('data-band', fillBand(gauge.fill));
      await expect(meter).toHaveAttribute('data-state', 'settled');
      await expect(section.getByTestId('price-comparison-label')).toHaveText(dealLabel(gauge.fill));
      await expect(section.getByTestId('price-comparison-price')).toHaveText(price);
      await expect(section.getByTestId('price-comparison-range')).toHaveText(`${min} – ${max}`);
      await expect(section.getByTestId('price-comparison-description')).toHaveText(gauge.description);
      await expect(section.getByTestId('price-comparison-skeleton')).toHaveCount(0);
    });

    test('a skeleton shows while loading; an empty answer hides the panel and is logged (E-6..E-8)', async ({
      page,
    }) => {
      const car = await findCarWithGauge(page, site);
      const errors = recordConsoleErrors(page);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/cars/${car.slug}/autogauge`, async (route) => {
        await held;
        await route.fulfill({ status: 200, contentType: 'application/json', body: '' });
      });
      await page.goto(subdomainUrl(site, `/cars/${car.slug}`));
      await expect(page.getByTestId('price-comparison-skeleton')).toBeVisible();
      release();
      await expect(page.getByTestId('price-comparison')).toHaveCount(0);
      await expect
        .poll(() => errors)
        .toContainEqual(expect.stringContaining('Failed to fetch auto gauge data.'));
      expect(errors.join('\n')).toContain('No data returned');
    });

    test('a failed request hides the panel and is logged (E-7)', async ({ page }) => {
      const car = await findCarWithGauge(page, site);
      const errors = recordConsoleErrors(page);
      await page.route(`**/cars/${car.slug}/autogauge`, (route) =>
        route.fulfill({ status: 500, body: '{}' }),
      );
      await page.goto(subdomainUrl(site, `/cars/${car.slug}`));
      await expect
        .poll(() => errors)
        .toContainEqual(expect.stringContaining('Failed to fetch auto gauge data.'));
      await expect(page.getByTestId('price-comparison')).toHaveCount(0);
    });

    test('with reduced motion the gauge is settled from its first render (E-11)', async ({ page }) => {
      const car = await findCarWithGauge(page, site);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // Records every data-state the gauge ever has, from the moment it is added to the page.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { gaugeStates: string[] }).gaugeStates = seen;
        new MutationObserver(() => {
          const gauge = document.querySelector('[data-testid="price-comparison-gauge"]');
          const state = gauge?.getAttribute('data-state');
          if (state && seen.at(-1) !== state) seen.push(state);
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await page.goto(subdomainUrl(site, `/cars/${car.slug}`));
      await expect(page.getByRole('meter', { name: 'Price Comparison' })).toHaveAttribute(
        'data-state',
        'settled',
      );
      expect(await page.evaluate(() => (window as unknown as { gaugeStates: string[] }).gaugeStates)).toEqual(
        ['settled'],
      );
    });

    test('similar cars: the API answer as cards, after the price comparison (D-96..D-101)', async ({
      page,
    }) => {
      const car = await findCarWithGauge(page, site);
      await page.goto(subdomainUrl(site, `/cars/${car.slug}`));
      const section = page.getByTestId('similar-cars');
      const cards = section.getByTestId('similar-car');
      await expect(cards).toHaveCount(car.similar.cars.length);
      expect(car.similar.cars.length).toBeLessThanOrEqual(6);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(car.similar.cars.map((c) => c.title));
      const hrefs = await cards
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(car.similar.cars.map((c) => `/cars/${encodeURIComponent(c.slug)}`));
      expect(hrefs).not.toContain(`/cars/${car.slug}`);
      const order = await page.evaluate(() => {
        const gauge = document.querySelector('[data-testid="price-comparison"]')!;
        const similar = document.querySelector('[data-testid="similar-cars"]')!;
        return gauge.compareDocumentPosition(similar) & Node.DOCUMENT_POSITION_FOLLOWING;
      });
      expect(order).toBeTruthy();
      await cards.first().getByRole('link').click();
      await expect(page).toHaveURL(subdomainUrl(site, `/cars/${car.similar.cars[0]!.slug}`));
    });

    test('similar cars: a failure is logged only and the section hidden (D-100)', async ({ page }) => {
      const car = await findCarWithGauge(page, site);
      const errors = recordConsoleErrors(page);
      await page.route(`**/api/cars/${car.slug}/similar`, (route) =>
        route.fulfill({ status: 500, body: '{}' }),
      );
      await page.goto(subdomainUrl(site, `/cars/${car.slug}`));
      await expect
        .poll(() => errors)
        .toContainEqual(expect.stringContaining('Failed to fetch similar cars.'));
      await expect(page.getByTestId('similar-cars')).toHaveCount(0);
      await expect(page.getByTestId('price-comparison')).toBeVisible();
    });
  });
}

test('summit: a price over the market range says so with the range; too few comparables says that (issue 17)', async ({
  page,
}) => {
  const car = await findCarWithGauge(page, 'summit');
  const answers = [
    { fill: 0, listing_price: 41_000, market_range_min: 30_000, market_range_max: 36_500, confidence: 0.7 },
    { fill: null, listing_price: 41_000, market_range_min: null, market_range_max: null, confidence: 0.1 },
  ];
  let next = 0;
  await page.route(`**/cars/${car.slug}/autogauge`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answers[next++]) }),
  );
  await page.goto(subdomainUrl('summit', `/cars/${car.slug}`));
  const section = page.getByTestId('price-comparison');
  await expect(section.getByTestId('price-comparison-message')).toHaveText(
    'Above marketThis car is $41,000; similar cars are listed for $30,000 – $36,500.',
  );
  await expect(section.getByRole('meter')).toHaveCount(0);
  await page.reload();
  await expect(section.getByTestId('price-comparison-message')).toHaveText(
    'Not enough comparable cars to compare',
  );
});
