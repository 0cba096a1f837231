import 'server-only';
import type { BudgetFinderSetup } from '@/domain/finance/budget-finder';
import { financeBlockSetup, type FinanceBlockSetup } from '@/domain/finance/finance-block';
import { defaultFinanceDisclaimer } from '@/domain/vehicle/content/disclaimer';
import type { LeadFormSetup } from '@/domain/lead-forms/setup';
import type { Database } from '@/server/db/client';
import { loadFinanceEnquiryPage } from '@/server/lead-forms/pages';
import type { LeadFormSite } from '@/server/lead-forms/load-form';
import { loadBudgetFinder } from './budget-finder';

export type FinancePageView = {
  /** '{vehicle type} Finance' ('Car Finance', 'Caravan Finance'). */
  title: string;
  vehicleNoun: string;
  calculator: FinanceBlockSetup;
  /** F-52..F-66 */
  budgetFinder: BudgetFinderSetup;
  form: LeadFormSetup;
  /** F-22, F-24: the default disclaimer, which the calculator's comparison rate refers to. */
  disclaimer: string;
};

/**
 * /finance: the site's finance page, its calculator (F-44..F-51), the budget finder (F-52..F-66), the finance
 * enquiry and the disclaimer.
 */
export async function loadFinancePage(
  db: Database,
  site: LeadFormSite,
  now = new Date(),
): Promise<FinancePageView> {
  const { finance } = site.config;
  const [{ setup }, budgetFinder] = await Promise.all([
    loadFinanceEnquiryPage(db, site, {}),
    loadBudgetFinder(db, site, now),
  ]);
  return {
    title: `${finance.vehicleTypeLabel} Finance`,
    vehicleNoun: finance.vehicleTypeLabel.toLowerCase(),
    calculator: financeBlockSetup(finance),
    budgetFinder,
    form: setup,
    disclaimer: defaultFinanceDisclaimer(finance.vehicleTypeLabel),
  };
}
