import 'server-only';
import {
  OFFER_ACCEPTED_SUBCATEGORY,
  acceptedOfferFields,
  adjustmentFields,
  isOfferAccepted,
  FORM_ERRORS_TITLE,
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
import { attachLeadPhotos, checkLeadPhotos } from './photos/lead-photos';
import { loadAcceptableQuote, tradeInCarPrice } from './trade-in-quote';
import { invalid, withBody } from '@/server/leads/api/lead-api-answers';
import type { LeadKind, UnstoredLeadInput as UnstoredInput } from '@/server/leads/api/lead-kind';
import { valueTradeIn, type TradeInSite } from './value-trade-in';

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
 * A trade-in valuation lead (decision 044): valued before it is stored, so the dealer's lead carries the
 * figures the buyer is shown (H-40, H-41), the answers, rego and state (H-46), and whether the offer was
 * accepted (H-19 `offer_accepted`, subcategory 'Offer Accepted'), and its photos' links from the site's
 * `origin` (decision 047). Returns the lead to store and the buyer's answer.
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

/**
 * The trade-in kind of the lead pipeline: valued before it is stored, refused for a bad photo or quote, its
 * estimate in every answer, and its photos made the lead's own after the commit (decision 047; never fails it).
 */
export const tradeInLeadKind: LeadKind = async (db, site, input, { values, origin, now }) => {
  const tradeIn = await valueTradeInLead(db, site, input, values, now, origin);
  if (tradeIn.photoError) return { refused: invalid(FORM_ERRORS_TITLE, { photo_ids: [tradeIn.photoError] }) };
  if (tradeIn.quoteError) return { refused: invalid(tradeIn.quoteError, {}) };
  return {
    input: tradeIn.input,
    answer: (response) => withBody(response, { valuation: tradeIn.answer }),
    created: async (result, response) => {
      await attachLeadPhotos(db, site.id, { leadId: result.leadId, ids: tradeIn.photoIds, now });
      return response;
    },
  };
};
