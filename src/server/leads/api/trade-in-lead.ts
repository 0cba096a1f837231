import 'server-only';
import {
  OFFER_ACCEPTED_SUBCATEGORY,
  acceptedOfferFields,
  adjustmentFields,
  isOfferAccepted,
  PHOTO_IDS_FIELD,
  valuationLeadFields,
  type LeadFormValues,
} from '@/domain/leads';
import {
  QUOTE_ID_FIELD,
  quoteExpiry,
  quoteExpiryDate,
  valuationAnswer,
  type TradeInValuationAnswer,
} from '@/domain/trade-in';
import type { Database } from '@/server/db/client';
import { attachLeadPhotos, checkLeadPhotos } from '@/server/trade-in/photos/lead-photos';
import { loadAcceptableQuote, tradeInCarPrice } from '@/server/trade-in/trade-in-quote';
import { valueTradeIn, type TradeInSite } from '@/server/trade-in/value-trade-in';
import type { LeadInput } from '../types';

type UnstoredInput = Omit<LeadInput, 'suspicion' | 'ip' | 'userAgent'>;

/**
 * `photoError`: the 400 field error of `photo_ids`; `photoIds`: what to attach once the lead is stored;
 * `quoteError`: the 400 message of an acceptance whose quote is unknown or expired (nothing is stored).
 */
export type TradeInLead = {
  input: UnstoredInput;
  answer: TradeInValuationAnswer;
  photoError: string | null;
  photoIds: string[];
  quoteError: string | null;
};

/**
 * The valuation lead's answer, or an acceptance's: a new valuation is made and offered for the site's
 * `quoteValidDays`; an acceptance carries the figures stored with the quote it names (decision 073).
 */
async function answerFor(
  db: Database,
  site: TradeInSite,
  input: UnstoredInput,
  values: LeadFormValues,
  now: Date,
) {
  if (isOfferAccepted(values)) {
    const quote = await loadAcceptableQuote(db, site, values[QUOTE_ID_FIELD], now);
    if (quote.kind === 'refused') return { answer: null, fields: {}, error: quote.message };
    const carPrice = await tradeInCarPrice(db, site.id, input.vehicleId);
    const fields = acceptedOfferFields(quote.id, quote.estimate.offer, carPrice);
    return { answer: quote.estimate, fields, error: null };
  }
  const expiresAt = quoteExpiry(now, site.config.tradeIn.quoteValidDays);
  const term = {
    expiresAt: expiresAt.toISOString(),
    validUntil: quoteExpiryDate(expiresAt, site.config.timezone),
  };
  return {
    answer: valuationAnswer(await valueTradeIn(db, site, values, now), term),
    fields: {},
    error: null,
  };
}

/**
 * A trade-in valuation lead (issue 15): valued before it is stored, so the dealer's lead carries the figures
 * the buyer is shown (H-40, H-41), the answers, rego and state (H-46), and whether the offer was accepted
 * (H-19 `offer_accepted`, subcategory 'Offer Accepted'), and its photos' links from the site's `origin`
 * (decision 047). Returns the lead to store and the buyer's answer.
 */
export async function valueTradeInLead(
  db: Database,
  site: TradeInSite,
  input: UnstoredInput,
  values: LeadFormValues,
  now: Date,
  origin = '',
): Promise<TradeInLead> {
  const valued = await answerFor(db, site, input, values, now);
  const accepted = isOfferAccepted(values);
  const photos = await checkLeadPhotos(db, site.id, { raw: values[PHOTO_IDS_FIELD], origin });
  const answer = valued.answer ?? valuationAnswer(null);
  const photoFields =
    photos.ok && photos.ids.length > 0
      ? { [PHOTO_IDS_FIELD]: photos.ids, photos: photos.urls }
      : { [PHOTO_IDS_FIELD]: null };
  return {
    input: {
      ...input,
      subcategory: accepted ? OFFER_ACCEPTED_SUBCATEGORY : input.subcategory,
      fields: {
        ...input.fields,
        ...adjustmentFields(values),
        ...valuationLeadFields(answer),
        ...valued.fields,
        ...photoFields,
      },
      userData: { ...input.userData, offer_accepted: accepted },
      valuation: answer,
    },
    answer,
    photoError: photos.ok ? null : photos.message,
    photoIds: photos.ok ? photos.ids : [],
    quoteError: valued.error,
  };
}

/** After the lead's commit (decision 047): its photos become its own; never fails the lead. */
export function attachTradeInPhotos(
  db: Database,
  siteId: number,
  options: { leadId: string; photoIds: readonly string[]; now: Date },
): Promise<void> {
  return attachLeadPhotos(db, siteId, { leadId: options.leadId, ids: options.photoIds, now: options.now });
}
