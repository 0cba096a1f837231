import 'server-only';
import { financeBlockSetup, type FinanceBlockSetup } from '@/domain/finance/finance-block';
import { defaultFinanceDisclaimer } from '@/domain/vehicle/content/disclaimer';
import type { LeadFormSetup } from '@/domain/lead-forms/setup';
import type { Database } from '@/server/db/client';
import { loadFinanceEnquiryPage } from '@/server/lead-forms/pages';
import type { LeadFormSite } from '@/server/lead-forms/load-form';

export type FinancePageView = {
  /** '{vehicle type} Finance' ('Car Finance', 'Caravan Finance'). */
  title: string;
  vehicleNoun: string;
  calculator: FinanceBlockSetup;
  form: LeadFormSetup;
  /** F-22, F-24: the default disclaimer, which the calculator's comparison rate refers to. */
  disclaimer: string;
};

/** /finance: the site's finance page, its calculator (F-44..F-51), the finance enquiry and the disclaimer. */
export async function loadFinancePage(db: Database, site: LeadFormSite): Promise<FinancePageView> {
  const { finance } = site.config;
  const { setup } = await loadFinanceEnquiryPage(db, site, {});
  return {
    title: `${finance.vehicleTypeLabel} Finance`,
    vehicleNoun: finance.vehicleTypeLabel.toLowerCase(),
    calculator: financeBlockSetup(finance),
    form: setup,
    disclaimer: defaultFinanceDisclaimer(finance.vehicleTypeLabel),
  };
}
