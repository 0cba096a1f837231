import type { LeadFormSetup } from '@/domain/lead-forms/setup';

/** What the checkout page shows (B-11/B-12); plain data for the components. */
export type CheckoutPageData = {
  car: { title: string; href: string; price: string | null };
  deposit: string;
  holdHours: number;
  refundTerms: string;
  payment: 'pay_at_dealership' | 'stripe';
  /** Null when the car cannot be reserved now (sold, reserved, repriced): the page says so instead. */
  form: LeadFormSetup | null;
  /** The buyer came back from the payment page without paying: their checkout was let go. */
  cancelled: boolean;
};
