import type { SiteConfig } from '@/config';
import { formatMoney } from '@/domain/format/money';
import type { BudgetFrequency } from './budget';
import { sortKeyFor, type BudgetLinkContext, type BudgetPool } from './budget-search';

/** The budget finder (F-52..F-66): plain data for the browser. */
export type BudgetFinderSetup = {
  /** F-52 proposal: the finance vehicle noun ('Car', option 134) in every text. */
  vehicleNoun: string;
  /** F-55: the repayment each frequency starts at. */
  repaymentDefaults: Record<BudgetFrequency, number>;
  deposit: number;
  /** F-54/F-58 */
  termYears: number;
  /** F-63/F-64 `moneyQuickPicks`, for the deposit box. */
  quickPicks: number[];
  /** F-60: the pool's body types, most stocked first. */
  bodies: string[];
  /** The pool with no body selected, read on the server for the first paint; null when unknown. */
  pool: BudgetPool | null;
  link: BudgetLinkContext;
};

/** The frequency the finder opens with: monthly, whose default (600) gives the spec's $38,000 (F-54, F-55). */
export const BUDGET_START_FREQUENCY: BudgetFrequency = 'month';

export const BUDGET_FREQUENCY_LABELS: Record<BudgetFrequency, string> = { month: 'Monthly', week: 'Weekly' };

/** The search settings the finder's links need (routes, sorts) from the site config. */
export function budgetLinkContext(search: SiteConfig['search']): BudgetLinkContext {
  return {
    enabledRoutes: search.enabledRoutes,
    searchPath: search.path,
    sortKeys: search.sortOptions.map((option) => option.key),
    priceDescKey: sortKeyFor(search.sortOptions, 'price:desc'),
    priceAscKey: sortKeyFor(search.sortOptions, 'price:asc'),
  };
}

export function budgetFinderSetup(
  config: Pick<SiteConfig, 'finance' | 'search'>,
  bodies: readonly string[],
  pool: BudgetPool | null,
): BudgetFinderSetup {
  const { finance } = config;
  return {
    vehicleNoun: finance.vehicleTypeLabel,
    repaymentDefaults: {
      month: finance.budgetDefaults.monthlyRepayment,
      week: finance.budgetDefaults.weeklyRepayment,
    },
    deposit: finance.budgetDefaults.deposit,
    termYears: finance.budgetDefaults.termYears,
    quickPicks: [...finance.moneyQuickPicks],
    bodies: [...bodies],
    pool,
    link: budgetLinkContext(config.search),
  };
}

/** F-52 'Find cars for your budget' with the site's vehicle noun. */
export function budgetFinderHeading(vehicleNoun: string): string {
  return `Find ${vehicleNoun.toLowerCase()}s for your budget`;
}

/** F-52 'Select your preferred car types'. */
export function preferredTypesLabel(vehicleNoun: string): string {
  return `Select your preferred ${vehicleNoun.toLowerCase()} types`;
}

/** F-52: the words before the amount. */
export const ESTIMATED_BUDGET_LABEL = 'Your estimated budget is';

/** F-52 'Your estimated budget is $38,000'. */
export function estimatedBudgetText(budget: number): string {
  return `${ESTIMATED_BUDGET_LABEL} ${formatMoney(budget)}`;
}

/** F-58: the disclaimer states the 5-year term. */
export function budgetDisclaimer(termYears: number): string {
  return (
    `Your estimated budget is your repayments over a ${termYears}-year term plus your deposit. It is a guide ` +
    'only: it does not allow for interest, fees or charges, and it is not an offer of finance.'
  );
}
