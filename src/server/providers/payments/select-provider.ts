import 'server-only';
import type { SiteConfig } from '@/config';
import { createPayAtDealershipProvider } from './pay-at-dealership';
import type { PaymentProvider } from './provider';
import { createStripePaymentProvider, type StripePaymentProviderOptions } from './stripe';

/**
 * The site's deposit provider: Stripe Checkout when `payments.provider` is 'stripe', else pay at dealership.
 * Build it from the server's own config load: a page's config has the Stripe keys redacted.
 */
export function paymentProviderFor(
  config: Pick<SiteConfig, 'payments'>,
  options?: StripePaymentProviderOptions,
): PaymentProvider {
  const { payments } = config;
  return payments.provider === 'stripe'
    ? createStripePaymentProvider(payments, options)
    : createPayAtDealershipProvider();
}
