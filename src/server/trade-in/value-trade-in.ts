import 'server-only';
import type { SiteConfig } from '@/config';
import { tradeInOf, type LeadFormValues } from '@/domain/leads';
import type { TradeInEstimate } from '@/domain/trade-in';
import type { Database } from '@/server/db/client';
import { log } from '@/server/logging';
import {
  createBuiltInTradeInValuationProvider,
  tradeInValuationProviderFor,
} from '@/server/providers/trade-in-valuation';

export type TradeInSite = { id: number; config: Pick<SiteConfig, 'tradeIn' | 'timezone'> };

/**
 * The estimate for a checked valuation form, from the site's provider (decision 044). null when it failed
 * unexpectedly: the lead is still stored and delivered (a lead is never lost to a valuation), the buyer is told
 * the dealer will value the car, and the failure is logged.
 */
export async function valueTradeIn(
  db: Database,
  site: TradeInSite,
  values: LeadFormValues,
  now: Date,
): Promise<TradeInEstimate | null> {
  const { car, answers } = tradeInOf(values);
  const provider = tradeInValuationProviderFor(site.config, createBuiltInTradeInValuationProvider(db));
  const dealerMarginPercent = site.config.tradeIn.dealerMarginPercent;
  try {
    return await provider.estimate({ siteId: site.id, car, answers, dealerMarginPercent, today: now });
  } catch (error) {
    log.error(
      { err: error, siteId: site.id },
      'trade-in valuation failed: the lead is stored without an estimate',
    );
    return null;
  }
}
