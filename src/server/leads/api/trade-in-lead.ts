import 'server-only';
import {
  OFFER_ACCEPTED_SUBCATEGORY,
  adjustmentFields,
  isOfferAccepted,
  PHOTO_IDS_FIELD,
  valuationLeadFields,
  type LeadFormValues,
} from '@/domain/leads';
import { valuationAnswer, type TradeInValuationAnswer } from '@/domain/trade-in';
import type { Database } from '@/server/db/client';
import { attachLeadPhotos, checkLeadPhotos } from '@/server/trade-in/photos/lead-photos';
import { valueTradeIn, type TradeInSite } from '@/server/trade-in/value-trade-in';
import type { LeadInput } from '../types';

type UnstoredInput = Omit<LeadInput, 'suspicion' | 'ip' | 'userAgent'>;

/** `photoError`: the 400 field error of `photo_ids`; `photoIds`: what to attach once the lead is stored. */
export type TradeInLead = {
  input: UnstoredInput;
  answer: TradeInValuationAnswer;
  photoError: string | null;
  photoIds: string[];
};

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
  const estimate = await valueTradeIn(db, site, values, now);
  const accepted = isOfferAccepted(values);
  const photos = await checkLeadPhotos(db, site.id, { raw: values[PHOTO_IDS_FIELD], origin });
  const answer = valuationAnswer(estimate);
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
        ...valuationLeadFields(estimate),
        ...photoFields,
      },
      userData: { ...input.userData, offer_accepted: accepted },
      valuation: answer,
    },
    answer,
    photoError: photos.ok ? null : photos.message,
    photoIds: photos.ok ? photos.ids : [],
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
