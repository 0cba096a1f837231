import type { PaymentProviderName } from '@/server/providers/payments/provider';
import type { EmailOutboxPayload } from '@/server/mail/outbox-email';

/** A reservation asked for with a lead (decision 046): opened in the lead's own transaction. */
export type ReservationRequest = {
  /** Chosen before the transaction, so the buyer's email can link the reservation's page. */
  id: string;
  provider: PaymentProviderName;
  amountCents: number;
  /** 'pay_at_dealership': the end of the hold; 'stripe': the end of the payment page's window. */
  expiresAt: Date;
  checkoutMinPrice: number;
  /** The site's address as the buyer reached it, for the links of later emails. */
  siteOrigin: string;
  /** Pay at dealership: the buyer's confirmation, sent with the lead. Stripe: none until the deposit is paid. */
  buyerEmail: EmailOutboxPayload | null;
};
