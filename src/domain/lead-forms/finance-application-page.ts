import type { LeadFormSetup } from './setup';

/** The car an application is about, as its page names it (B-23): title and price ('$32,990'; null = none shown). */
export type FinanceApplicationCarDto = { title: string; priceText: string | null };

export type FinanceApplicationPageDto = { setup: LeadFormSetup; car: FinanceApplicationCarDto | null };

/** The in-page anchor of the application form (B-22 `#finance-form`). */
export const FINANCE_FORM_ID = 'finance-form';

/** The lines over the form: the car it is about when there is one, then what happens next. */
export function financeApplicationIntro(car: FinanceApplicationCarDto | null): string {
  const subject = car
    ? `Apply for finance for the ${car.title}${car.priceText ? `, priced at ${car.priceText}` : ''}.`
    : 'Apply for finance for your next vehicle.';
  return `${subject} Tell us about the loan, your work, your income and expenses, and yourself; our finance team will review your application and contact you.`;
}
