import 'server-only';
import {
  OFFER_ACCEPTED_SUBCATEGORY,
  adjustmentFields,
  isOfferAccepted,
  valuationLeadFields,
  type LeadFormValues,
} from '@/domain/leads';
import { valuationAnswer, type TradeInValuationAnswer } from '@/domain/trade-in';
import type { Database } from '@/server/db/client';
import { valueTradeIn, type TradeInSite } from '@/server/trade-in/value-trade-in';
import type { LeadInput } from '../types';

type UnstoredInput = Omit<LeadInput, 'suspicion' | 'ip' | 'userAgent'>;

/**
 * A trade-in valuation lead (issue 15): valued before it is stored, so the dealer's lead carries the figures
 * the buyer is shown (H-40, H-41), the answers, rego and state (H-46), and whether the offer was accepted
 * (H-19 `offer_accepted`, subcategory 'Offer Accepted'). Returns the lead to store and the buyer's answer.
 */
export async function valueTradeInLead(
  db: Database,
  site: TradeInSite,
  input: UnstoredInput,
  values: LeadFormValues,
  now: Date,
): Promise<{ input: UnstoredInput; answer: TradeInValuationAnswer }> {
  const estimate = await valueTradeIn(db, site, values, now);
  const accepted = isOfferAccepted(values);
  return {
    input: {
      ...input,
      subcategory: accepted ? OFFER_ACCEPTED_SUBCATEGORY : input.subcategory,
      fields: { ...input.fields, ...adjustmentFields(values), ...valuationLeadFields(estimate) },
      userData: { ...input.userData, offer_accepted: accepted },
    },
    answer: valuationAnswer(estimate),
  };
}
