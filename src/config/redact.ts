import type { SiteConfig } from './schema';

export const REDACTED = '[redacted]';

/**
 * The config that pages and components may see: the lead webhook's signing secret, the payment keys and the
 * stock feed's address replaced. Only the
 * delivery worker reads the real secret, from its own config load; a page that forwarded config to the
 * browser could then never leak it.
 */
export function redactLeadSecrets(config: SiteConfig): SiteConfig {
  const { webhook } = config.leadDelivery;
  const payments = config.payments;
  return {
    ...config,
    leadDelivery: webhook
      ? { ...config.leadDelivery, webhook: { ...webhook, secret: REDACTED } }
      : config.leadDelivery,
    // The Stripe keys move money: only the payment provider, built from the server's own config load, reads them.
    payments:
      payments.provider === 'stripe'
        ? { ...payments, secretKey: REDACTED, webhookSecret: REDACTED }
        : payments,
    // A stock feed's address often carries the dealer-management system's key.
    stockFeed: config.stockFeed ? { ...config.stockFeed, url: REDACTED } : null,
  };
}
