import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { annuityPayment, roundAs } from '../src/test/annuity';
import { demoGroups, demoSites, subdomainUrl } from './support';

export const groupSite = demoSites().find((site) => site.overrides.siteType === 'group')!;
export const searchPath = '/search/new-used-and-demo-cars';
export const url = (path: string, slug = groupSite.slug) => subdomainUrl(slug, path);

export type ApiHit = {
  id: number;
  slug: string;
  make: string;
  price: number;
  status: string;
  sold: boolean;
  reserved: boolean;
  dealershipSlug: string;
  dealershipName: string;
  financeLender: {
    interestRate: number | null;
    comparisonRate: number | null;
    paymentWeek: number | null;
    termYears: number | null;
    deposit: number | null;
    balloon: number | null;
    establishmentFees: number | null;
  } | null;
  youxWeeklyRepayment: number | null;
  youxAdvertisedRate: number | null;
  youxComparisonRate: number | null;
};

const money = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const rateText = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

/** C-61 with its comparison rate (issue 37): '$123/wk at 7.49% p.a. (comparison rate 8.68% p.a.*)'. */
export const weeklyLine = (figure: number, rate: number, comparison: number) => {
  const amount = Number.isInteger(figure) ? money.format(figure) : figure.toFixed(2);
  return `$${amount}/wk at ${rateText.format(rate)}% p.a. (comparison rate ${rateText.format(comparison)}% p.a.*)`;
};

/** The group's F-18 rounding, from the demo data (it rounds up to the dollar). */
const groupRounding = demoGroups()[0]!.overrides.finance!.repaymentRounding!;

/**
 * The weekly figure a group-site card quotes, by the textbook annuity (not the product's maths): youX's rate on
 * the price over 60 months (F-43), else the lender record's loan: price − deposit + fee, its term and balloon.
 */
export function expectedWeekly(hit: ApiHit): { figure: number; rate: number; comparison: number } {
  const youx = hit.youxAdvertisedRate !== null && hit.youxComparisonRate !== null;
  const lender = hit.financeLender!;
  const loan = youx
    ? { principal: hit.price, ratePercent: hit.youxAdvertisedRate!, years: 5, balloon: 0 }
    : {
        principal: hit.price - (lender.deposit ?? 0) + (lender.establishmentFees ?? 0),
        ratePercent: lender.interestRate!,
        years: lender.termYears!,
        balloon: lender.balloon ?? 0,
      };
  return {
    figure: roundAs(annuityPayment({ ...loan, periodsPerYear: 52 }), groupRounding),
    rate: loan.ratePercent,
    comparison: youx ? hit.youxComparisonRate! : lender.comparisonRate!,
  };
}

export type ApiBody = {
  count: number;
  pages: number;
  facets: Record<string, { value: string; count: number }[]>;
  stats: Record<string, { min: number; max: number } | null>;
  hits: ApiHit[];
};

/** Expected figures come from the API; Chromium resolves *.localhost, Node's request client does not. */
export async function searchApi(
  context: BrowserContext,
  query = '',
  slug = groupSite.slug,
): Promise<ApiBody> {
  const tab = await context.newPage();
  try {
    const response = await tab.goto(url(`/api/search${query}`, slug));
    expect(response?.status()).toBe(200);
    return (await response!.json()) as ApiBody;
  } finally {
    await tab.close();
  }
}

/** The first car of the site's search that is in stock, not reserved and priced over $200 (checkout's D-55). */
export async function pricedInStockCar<T extends ApiHit = ApiHit>(
  context: BrowserContext,
  site: string,
): Promise<T> {
  const { hits } = await searchApi(context, '', site);
  const car = (hits as T[]).find(
    (hit) =>
      ['in_stock', 'coming_soon'].includes(hit.status) && !hit.sold && !hit.reserved && hit.price > 200,
  );
  expect(car, `an in-stock car with a price on ${site}`).toBeDefined();
  return car!;
}

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const countText = (count: number) =>
  new RegExp(`^${new Intl.NumberFormat('en-AU').format(count)} vehicles? found$`);

/** A facet link by its label, e.g. 'Toyota (12)'. */
export const facetLinkName = (label: string) => new RegExp(`^${escapeRegExp(label)}\\s*\\(\\d+\\)$`);

/**
 * Opens a search page and waits until its script has taken it over: a click before that is a plain link
 * (a full page load), which is right for buyers but not what the in-place tests measure.
 */
export async function openSearch(page: Page, path: string, slug?: string) {
  const response = await page.goto(url(path, slug));
  await page.locator('[data-search-ready="true"]').waitFor();
  return response;
}
