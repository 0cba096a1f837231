import 'server-only';
import { financeBlockSetup } from '@/domain/finance/finance-block';
import type { FinancePageView } from '@/domain/finance-page/finance-page-view';
import { lenderNames } from '@/domain/finance/lender-names';
import { defaultFinanceDisclaimer } from '@/domain/vehicle/content/disclaimer';
import type { Database } from '@/server/db/client';
import { loadFinanceEnquiryPage } from '@/server/lead-forms/pages';
import type { LeadFormSite } from '@/server/lead-forms/load-form';
import { loadBudgetFinder } from './budget-finder';
import { listSiteLenderProviders } from './site-lenders';

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
