import 'server-only';
import type { FinanceConfig } from '@/config';
import type { Env } from '@/env';
import type { Database } from '@/server/db/client';
import { createBuiltInFinanceQuoteProvider } from './built-in';
import type { FinanceQuoteProvider } from './provider';
import { createYouxFinanceQuoteProvider, type YouxServiceOptions } from './youx-http';

/** youX as the environment configures it; null (off) unless `YOUX_QUOTE_URL` is set. */
export function youxServiceFromEnv(
  env: Pick<Env, 'YOUX_QUOTE_URL' | 'YOUX_API_KEY' | 'YOUX_TIMEOUT_MS'>,
): YouxServiceOptions | null {
  if (!env.YOUX_QUOTE_URL) return null;
  return { endpoint: env.YOUX_QUOTE_URL, apiKey: env.YOUX_API_KEY ?? null, timeoutMs: env.YOUX_TIMEOUT_MS };
}

/** Whether this car's quotes come from youX: its site's provider is 'youx' and youX is configured. */
export function isYouxProvider(finance: Pick<FinanceConfig, 'provider'>, youx: YouxServiceOptions | null) {
  return finance.provider === 'youx' && youx !== null;
}

/**
 * The provider for one car's effective finance config (decision 029): youX only where the site's provider
 * is 'youx' AND a youX endpoint is configured; the built-in calculator everywhere else, by default.
 */
export function financeQuoteProviderFor(
  finance: FinanceConfig,
  { db, youx }: { db: Database; youx: YouxServiceOptions | null },
): FinanceQuoteProvider {
  if (finance.provider === 'youx' && youx) return createYouxFinanceQuoteProvider(youx);
  return createBuiltInFinanceQuoteProvider({ db, finance });
}
