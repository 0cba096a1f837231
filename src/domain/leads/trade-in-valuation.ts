import { auStateSchema } from '@/config/schema/primitives';
import { formatMoney } from '@/domain/format/money';
import {
  CONDITION_QUESTIONS,
  CONDITION_QUESTION_KEYS,
  type ConditionAnswers,
} from '@/domain/trade-in/condition';
import { reducedPrice, type TradeInSubject, type TradeInValuationAnswer } from '@/domain/trade-in/estimate';
import { QUOTE_ID_FIELD } from '@/domain/trade-in/quote';
import {
  CARAVAN_LENGTH_FIELD,
  CARAVAN_LENGTH_OPTIONS,
  caravanLengthBand,
} from '@/domain/trade-in/caravan-length';
import { MAX_PHOTOS_PER_LEAD } from '@/domain/trade-in/photos';
import type { LeadFieldValue, LeadFormValues } from './field-values';
import { NAME_MAX_LENGTH, consent, rego, email, mobile, postcode } from './field-builders';
import type { LeadFieldDef, SelectOption } from './field-types';

/**
 * The trade-in valuation (decision 044): the buyer's car, its condition (H-46's adjustmentAnswers), then who
 * is asking. Every submission is a lead; the answer carries the estimate the buyer is shown.
 */
export const TRADE_IN_VALUATION_STEP_TITLES = ['Your Car', 'Condition', 'Your Details'] as const;

/** H-46 regoState: the state select's lower-case codes (H-27) with their usual upper-case names. */
export const REGO_STATE_OPTIONS: readonly SelectOption[] = auStateSchema.options.map((value) => ({
  value,
  label: value.toUpperCase(),
}));

/** The ids of the buyer's uploaded photos (decision 047), comma-separated. */
export const PHOTO_IDS_FIELD = 'photo_ids';

/** Sent 'true' by the offer's 'Accept offer' button (H-40, M-4): the same car and answers, accepted. */
export const OFFER_ACCEPTED_FIELD = 'offer_accepted';

const CAR_TEXT_MAX_LENGTH = 60;

const carText = (name: string, label: string, required: 'always' | 'never'): LeadFieldDef => ({
  name,
  label,
  type: 'text',
  required,
  maxLength: CAR_TEXT_MAX_LENGTH,
  step: 0,
});

const conditionSelects: LeadFieldDef[] = CONDITION_QUESTION_KEYS.map((key) => {
  const question = CONDITION_QUESTIONS[key];
  const answers: Record<string, { label: string }> = question.answers;
  return {
    name: key,
    label: question.label,
    type: 'select',
    required: 'always',
    maxLength: 20,
    step: 1,
    options: Object.entries(answers).map(([value, answer]) => ({ value, label: answer.label })),
  };
});

export const TRADE_IN_VALUATION_FIELDS: readonly LeadFieldDef[] = [
  rego(),
  {
    name: 'rego_state',
    label: 'Registration State',
    type: 'select',
    required: 'never',
    maxLength: 3,
    step: 0,
    options: REGO_STATE_OPTIONS,
  },
  { name: 'year', label: 'Year', type: 'modelYear', required: 'always', maxLength: 4, step: 0 },
  carText('make', 'Make', 'always'),
  carText('model', 'Model', 'always'),
  carText('badge', 'Badge', 'never'),
  {
    name: 'km',
    label: 'Odometer (km)',
    type: 'odometer',
    required: 'whenShown',
    showWhen: 'motorVehicle',
    maxLength: 12,
    step: 0,
  },
  // Decision 074: a towed caravan has no odometer; its length places it among its make's vans.
  {
    name: CARAVAN_LENGTH_FIELD,
    label: 'Length',
    type: 'select',
    required: 'whenShown',
    showWhen: 'towedCaravan',
    maxLength: 8,
    step: 0,
    options: CARAVAN_LENGTH_OPTIONS,
  },
  {
    name: PHOTO_IDS_FIELD,
    label: `Photos of your car (optional, up to ${MAX_PHOTOS_PER_LEAD})`,
    type: 'photoIds',
    required: 'never',
    maxLength: null,
    step: 0,
  },
  ...conditionSelects,
  {
    name: 'name',
    label: 'First Name',
    type: 'text',
    required: 'always',
    maxLength: NAME_MAX_LENGTH,
    step: 2,
    autoComplete: 'given-name',
  },
  {
    name: 'last_name',
    label: 'Last Name',
    type: 'text',
    required: 'never',
    maxLength: NAME_MAX_LENGTH,
    step: 2,
    autoComplete: 'family-name',
  },
  email({ step: 2 }),
  mobile({ step: 2 }),
  postcode({ step: 2 }),
  ...consent({ step: 2 }),
  {
    name: OFFER_ACCEPTED_FIELD,
    label: OFFER_ACCEPTED_FIELD,
    type: 'hidden',
    required: 'never',
    maxLength: 5,
    step: 2,
  },
  // The valuation lead whose offer is accepted (decision 073): a lead id.
  { name: QUOTE_ID_FIELD, label: QUOTE_ID_FIELD, type: 'hidden', required: 'never', maxLength: 36, step: 2 },
];

/** The car and answers of a checked valuation form (H-46), as the valuation provider takes them. */
export function tradeInOf(values: LeadFormValues): { car: TradeInSubject; answers: ConditionAnswers } {
  const answers = Object.fromEntries(CONDITION_QUESTION_KEYS.map((key) => [key, values[key]]));
  const length = caravanLengthBand(values[CARAVAN_LENGTH_FIELD]);
  return {
    car: {
      make: String(values.make),
      model: String(values.model),
      badge: typeof values.badge === 'string' && values.badge.trim() !== '' ? values.badge : null,
      year: Number(values.year),
      // A towed caravan (decision 074) is valued by its length, and has no odometer.
      km: length === null ? Number(values.km) : null,
      length,
    },
    answers: answers as ConditionAnswers,
  };
}

export const OFFER_ACCEPTED_SUBCATEGORY = 'Offer Accepted';

export function isOfferAccepted(values: LeadFormValues): boolean {
  return values[OFFER_ACCEPTED_FIELD] === 'true';
}

/** What the estimate adds to the stored lead: the figures the buyer was shown, for the dealer (H-40, H-41). */
export function valuationLeadFields(estimate: TradeInValuationAnswer | null): Record<string, LeadFieldValue> {
  if (estimate === null || estimate.kind === 'unavailable') return { valuation: 'unavailable' };
  if (estimate.kind !== 'estimate') return { valuation: estimate.message };
  return {
    valuation: `${formatMoney(estimate.low)} – ${formatMoney(estimate.high)} (${estimate.basis})`,
    offer_price: estimate.offer,
    ...(estimate.validUntil ? { offer_valid_until: estimate.validUntil } : {}),
  };
}

/**
 * An accepted offer as the dealer reads it (decision 073): the quote's id, the figure accepted and, against the
 * car the buyer came from, the price less the offer (H-40).
 */
export function acceptedOfferFields(
  quoteId: string,
  offer: number,
  carPrice: number | null,
): Record<string, LeadFieldValue> {
  const fields = { quote_id: quoteId, accepted_offer: formatMoney(offer) };
  if (carPrice === null) return fields;
  const reduced = reducedPrice(carPrice, offer);
  // An offer above the price leaves nothing to pay: say by how much it exceeds it, never a negative price.
  return reduced < 0
    ? { ...fields, offer_exceeds_price_by: formatMoney(-reduced) }
    : { ...fields, reduced_price: formatMoney(reduced) };
}

/** H-46: the answers as the dealer reads them, plus the rego and its state when given. */
export function adjustmentFields(values: LeadFormValues) {
  return {
    adjustmentAnswers: tradeInOf(values).answers,
    rego: values.Rego ?? null,
    regoState: values.rego_state ?? null,
  };
}
