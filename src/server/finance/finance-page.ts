import 'server-only';
import type { BudgetFinderSetup } from '@/domain/budget-finder/budget-finder';
import { financeBlockSetup, type FinanceBlockSetup } from '@/domain/finance/finance-block';
import { lenderNames } from '@/domain/finance/lender-names';
import { defaultFinanceDisclaimer } from '@/domain/vehicle/content/disclaimer';
import type { LeadFormSetup } from '@/domain/lead-forms/setup';
import type { Database } from '@/server/db/client';
import { loadFinanceEnquiryPage } from '@/server/lead-forms/pages';
import type { LeadFormSite } from '@/server/lead-forms/load-form';
import { loadBudgetFinder } from './budget-finder';
import { listSiteLenderProviders } from './site-lenders';

export type FinancePageView = {
  /** '{vehicle type} Finance' ('Car Finance', 'Caravan Finance'). */
  title: string;
  vehicleNoun: string;
  calculator: FinanceBlockSetup;
  /** F-52..F-66 */
  budgetFinder: BudgetFinderSetup;
  /** The site's provider first, then the others with figures on its cars. */
  lenders: string[];
  form: LeadFormSetup;
  /** F-22, F-24: the default disclaimer, which the calculator's comparison rate refers to. */
  disclaimer: string;
};

/**
 * /finance: the site's finance page, its calculator (F-44..F-51), the budget finder (F-52..F-66), the lenders, the
 * finance enquiry and the disclaimer.
 */
export async function loadFinancePage(
  db: Database,
  site: LeadFormSite,
  now = new Date(),
): Promise<FinancePageView> {
  const { finance } = site.config;
  const [{ setup }, budgetFinder, providers] = await Promise.all([
    loadFinanceEnquiryPage(db, site, {}),
    loadBudgetFinder(db, site, now),
    listSiteLenderProviders(db, site.id),
  ]);
  return {
    title: `${finance.vehicleTypeLabel} Finance`,
    vehicleNoun: finance.vehicleTypeLabel.toLowerCase(),
    calculator: financeBlockSetup(finance),
    budgetFinder,
    lenders: lenderNames(finance.provider, providers),
    form: setup,
    disclaimer: defaultFinanceDisclaimer(finance.vehicleTypeLabel),
  };
}
