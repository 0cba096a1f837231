import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateRepayment } from '@/domain/finance/repayment';
import { formatRepaymentAmount } from '@/domain/finance/repayment-text';
import { cardRulesFor } from '@/domain/search/page/card-rules';
import { cardRulesTable } from '@/domain/search/page/card-rules-table';
import { toSearchCard } from '@/domain/search/page/card';
import { EMPTY_SEARCH_STATE, type SearchHit } from '@/domain/search/state';
import { DEMO_SITE_SLUGS } from '@/server/db/seed/demo-sites';
import * as s from '@/server/db/schema';
import type { TestDatabase } from '@/server/db/testing';
import { createDemoTestDatabase } from '@/server/db/testing/demo-database';
import { loadCompareCars } from '@/server/compare/load-compare';
import { loadSiteContext, type SiteContext } from '@/server/sites/site-context';
import { createStockSearch } from '@/server/stock/search/search-stock';
import { siteIdOf } from '@/server/stock/search/site-id';
import { loadVehiclePageView } from '@/server/vehicle-page/vehicle-page-view';
import { annuityPayment, roundAs } from '@/test/annuity';

// PGlite only (decision 075): it walks every car of the demo data through the search, vehicle page and
// compare loaders, whose own tests run each of their queries on PostgreSQL too.

/*
 * Issue 37: one car, one repayment. For every listed car of every demo site, the search card, the vehicle page's
 * sidebar and sticky header, the compare table and the calculator's first figure show the same weekly line, and
 * its figure is the textbook annuity (src/test/annuity.ts, not the product's maths) of the very loan the car's own
 * listing quotes: its price less the record's deposit plus its fee, at its rate over its term with its balloon,
 * or youX's rate on the price over 60 months. The listing's stored weekly figure must agree to the cent, which
 * proves the inputs read are the listing's.
 */
const NOW = new Date('2025-06-10T02:00:00Z');
const LINE = /^\$([\d,]+(?:\.\d\d)?)\/wk at ([\d.]+)% p\.a\. \(comparison rate ([\d.]+)% p\.a\.\*\)$/;
let test: TestDatabase;

beforeAll(async () => {
  test = await createDemoTestDatabase(NOW);
}, 300_000);
afterAll(() => test.close());

async function listedHits(siteId: number): Promise<SearchHit[]> {
  const search = createStockSearch();
  const hits: SearchHit[] = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const result = await search.search(test.db, siteId, { ...EMPTY_SEARCH_STATE, page }, { now: NOW });
    hits.push(...result.hits);
    pages = result.pages;
  }
  return hits;
}

type Listing = {
  price: number | null;
  make: string;
  youxWeeklyRepayment: number | null;
  youxAdvertisedRate: number | null;
  youxComparisonRate: number | null;
  lenders: (typeof s.vehicleFinanceLenders.$inferSelect)[];
};

async function listingOf(siteId: number, carId: number): Promise<Listing> {
  const [car] = await test.db
    .select()
    .from(s.vehicles)
    .where(and(eq(s.vehicles.siteId, siteId), eq(s.vehicles.id, carId)));
  const lenders = await test.db
    .select()
    .from(s.vehicleFinanceLenders)
    .where(and(eq(s.vehicleFinanceLenders.siteId, siteId), eq(s.vehicleFinanceLenders.vehicleId, carId)));
  return { ...car!, lenders };
}

type QuotedLoan = {
  source: 'youx' | 'lender';
  price: number;
  deposit: number;
  fee: number;
  years: number;
  ratePercent: number;
  balloon: number;
  /** The weekly figure the listing itself stores for this loan. */
  listed: number;
};

/** The loan the line's rate names: the car's youX quote, or its record from the site's (or make's) provider. */
function loanOf(listing: Listing, rate: number, site: SiteContext): QuotedLoan {
  const price = listing.price!;
  if (listing.youxAdvertisedRate === rate && listing.youxComparisonRate !== null) {
    return {
      source: 'youx',
      ...{ price, deposit: 0, fee: 0, years: 5, ratePercent: rate, balloon: 0 },
      listed: listing.youxWeeklyRepayment!,
    };
  }
  const { finance } = site.config;
  const providers: (string | null)[] = [
    finance.provider,
    finance.manufacturerFinanceLock[listing.make] ?? null,
  ];
  const record = listing.lenders.find(
    (lender) => providers.includes(lender.provider) && lender.interestRate === rate,
  );
  expect(record, `a ${providers.join('/')} record at ${rate}%`).toBeDefined();
  return {
    source: 'lender',
    price,
    deposit: record!.deposit ?? 0,
    // A published fee schedule is the fee charged (F-20, decision 070); else the record's, else the site's.
    fee: finance.brandFeeSchedule?.establishment ?? record!.establishmentFees ?? finance.establishmentFee,
    years: record!.termYears ?? finance.defaultTermYears,
    ratePercent: rate,
    balloon: record!.balloon ?? 0,
    listed: record!.paymentWeek!,
  };
}

type Surfaces = {
  card: string | null;
  sidebar: string | null;
  sticky: string | null;
  compare: string | null;
};

describe('one car, one repayment: every surface shows the weekly figure of the car’s own loan (issue 37)', () => {
  it.each(DEMO_SITE_SLUGS)(
    '%s',
    async (slug) => {
      const siteId = await siteIdOf(test.db, slug);
      const site = await loadSiteContext(test.db, siteId);
      const { finance, cards } = site.config;
      const rules = cardRulesTable(site.config);
      const sources = { youx: 0, lender: 0, balloon: 0, none: 0 };
      for (const hit of await listedHits(siteId)) {
        const card = toSearchCard(hit, cardRulesFor(rules, hit), {
          now: NOW,
          similarHref: '/',
          hasFavourites: true,
        }).financeLine;
        const request = { slug: hit.slug, host: `${slug}.localhost`, form: null };
        const view = (await loadVehiclePageView(test.db, site, request, NOW))!;
        const compared = await loadCompareCars(test.db, site, { kind: 'slugs', slugs: [hit.slug] }, NOW);
        const surfaces: Surfaces = {
          card,
          sidebar: view.sidebar.weeklyFinance,
          sticky: view.stickyHeader?.weeklyFinance ?? null,
          compare: compared.cars[0]!.financeLine,
        };
        const line = surfaces.sidebar;
        const shown = cards.showFinanceLine ? line : null;
        expect(surfaces, hit.slug).toEqual({ card: shown, sidebar: line, sticky: line, compare: shown });
        if (line === null) {
          sources.none += 1;
          continue;
        }
        const [, figureText, rateText, comparisonText] = LINE.exec(line) ?? [];
        expect(figureText, line).toBeDefined();
        const loan = loanOf(await listingOf(siteId, hit.id), Number(rateText), site);
        const principal = loan.price - loan.deposit + loan.fee;
        const exact = annuityPayment({ ...loan, principal, periodsPerYear: 52 });
        expect(Math.abs(exact - loan.listed), `${hit.slug}: the listing's own weekly figure`).toBeLessThan(
          0.0051,
        );
        const figure = roundAs(exact, finance.repaymentRounding);
        expect(figureText, hit.slug).toBe(formatRepaymentAmount(figure).slice(1));
        // The calculator starts on that loan: its first figure, its comparison rate and its sentence agree.
        const { defaults, rounding, comparisonRate } = view.financeCalculator;
        expect(calculateRepayment(defaults, rounding).payment, hit.slug).toBe(figure);
        expect(Number(comparisonRate.replace('%', ''))).toBe(Number(comparisonText));
        expect(defaults, hit.slug).toMatchObject({
          amount: loan.price,
          deposit: loan.deposit,
          tradeIn: 0,
          establishmentFee: loan.fee,
          interestRatePercent: loan.ratePercent,
          termYears: loan.years,
          residual: loan.balloon,
        });
        sources[loan.source] += 1;
        if (loan.balloon > 0) sources.balloon += 1;
      }
      // Not vacuous: every demo site quotes its provider's loans, balloons included, and some youX quotes.
      expect(sources.lender, JSON.stringify(sources)).toBeGreaterThan(0);
      expect(sources.balloon, JSON.stringify(sources)).toBeGreaterThan(0);
      expect(sources.youx + sources.lender + sources.none).toBeGreaterThan(0);
    },
    600_000,
  );
});
