import type { BudgetFinderSetup } from '@/domain/budget-finder/budget-finder';
import type { FinanceBlockSetup } from '@/domain/finance/finance-block';
import type { LeadFormSetup } from '@/domain/lead-forms/setup';

/**
 * What /finance renders: the finance calculator, the budget finder and the enquiry together. Its own home: the
 * budget finder builds on domain/finance, so the page that holds both sits above them.
 */
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
