import type { SiteConfig } from './schema';

export const REDACTED = '[redacted]';

/**
 * The config that pages and components may see: the lead webhook's signing secret replaced. Only the
 * delivery worker reads the real secret, from its own config load; a page that forwarded config to the
 * browser could then never leak it.
 */
export function redactLeadSecrets(config: SiteConfig): SiteConfig {
  const { webhook } = config.leadDelivery;
  if (webhook === null) return config;
  return { ...config, leadDelivery: { ...config.leadDelivery, webhook: { ...webhook, secret: REDACTED } } };
}
