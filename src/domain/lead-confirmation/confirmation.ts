import { BOOKING_UNCONFIRMED_NOTICE } from '@/domain/leads/booking-caps';
import { CAREERS_ENQUIRY } from '@/domain/leads/kinds';

/**
 * What the buyer is told after a lead (decision 052): one shape for the /success page and the confirmation
 * email, built on the server from the stored lead. Links are paths of the buyer's site; the email makes them
 * absolute.
 */
export type ConfirmationCar = {
  title: string;
  /** '$29,990', or null when the car shows no price. */
  priceText: string | null;
  image: { url: string; alt: string } | null;
  /** The car's page while it is listed; null once it is gone. */
  href: string | null;
};

export type ConfirmationBooking = {
  /** In words on the yard's clock: 'Saturday 28 November 2026 at 10:30 am AEST'. */
  when: string;
  locationName: string | null;
  address: string | null;
  /** false: the time was asked for but not held; the dealer confirms it (decision 032). */
  confirmed: boolean;
};

export type ConfirmationContact = {
  name: string;
  phone: string | null;
  /** The sales hours of the buyer's yard, grouped ('Mon-Fri' · '8:30 am - 5:30 pm'). */
  hours: readonly { days: string; hours: string }[];
};

export type NextStepKey = 'finance' | 'tradeIn' | 'similar';
export type NextStep = { key: NextStepKey; label: string; href: string };

/**
 * An accepted trade-in offer (decision 073): the stored quote's figure and, against the buyer's car, its price
 * less the offer (or by how much the offer exceeds it).
 */
export type AcceptedOffer = { offer: string; reducedPrice: string | null; exceedsPriceBy: string | null };

export const ACCEPTED_OFFER_TEXTS = {
  offer: 'Trade-in offer accepted',
  reducedPrice: 'Price after your trade-in',
  exceedsPriceBy: 'Your offer exceeds the price by',
} as const;

const storedText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The accepted offer a stored lead's fields record (`accepted_offer`, …); null for any other lead. */
export function acceptedOfferOf(fields: Readonly<Record<string, unknown>>): AcceptedOffer | null {
  const offer = storedText(fields.accepted_offer);
  if (offer === null) return null;
  return {
    offer,
    reducedPrice: storedText(fields.reduced_price),
    exceedsPriceBy: storedText(fields.offer_exceeds_price_by),
  };
}

/** The accepted offer's lines, as the success page and the email list them. */
export function acceptedOfferRows(offer: AcceptedOffer): [label: string, value: string][] {
  const rows: [string, string][] = [[ACCEPTED_OFFER_TEXTS.offer, offer.offer]];
  if (offer.reducedPrice) rows.push([ACCEPTED_OFFER_TEXTS.reducedPrice, offer.reducedPrice]);
  if (offer.exceedsPriceBy) rows.push([ACCEPTED_OFFER_TEXTS.exceedsPriceBy, offer.exceedsPriceBy]);
  return rows;
}

export type LeadConfirmation = {
  reference: string;
  formType: string;
  category: string;
  buyerName: string | null;
  car: ConfirmationCar | null;
  /** The offer an enquiry was about (H-28). */
  offerTitle: string | null;
  /** The trade-in offer an acceptance took, with the car's price less it. */
  acceptedOffer: AcceptedOffer | null;
  message: string | null;
  booking: ConfirmationBooking | null;
  /**
   * A reserve lead: whether it opened its reservation. false: stored without one (flagged, or over the sender's
   * cap: decision 046), so nothing is held. null for every other lead.
   */
  hasReservation: boolean | null;
  contact: ConfirmationContact;
  nextSteps: readonly NextStep[];
};

export const CONFIRMATION_TEXTS = {
  title: 'Thank You',
  sent: 'What you sent',
  testDrive: 'Your test drive',
  whatNext: 'What happens next',
  contact: 'Contact us',
  hours: 'Opening hours',
  nextSteps: 'While you wait',
  addToCalendar: 'Add to calendar',
  viewCar: 'View this car',
  unconfirmed: BOOKING_UNCONFIRMED_NOTICE,
} as const;

export const NEXT_STEP_LABELS: Readonly<Record<NextStepKey, string>> = {
  finance: 'Apply for finance',
  tradeIn: 'Value your trade-in',
  similar: 'See similar cars',
};

/** H-21: the page's first line; the category is the stored lead's, never the browser's. */
export function successMessage(category: string | null): string {
  const subject = category?.trim() ? category.trim() : 'enquiry';
  return `Thank you for your ${subject}. We have received it and will be in touch shortly.`;
}

/**
 * A reserve lead that holds nothing (decision 077, point 10): the buyer learns the dealer will confirm, never
 * thanks for a reservation. The same words whether it was flagged or over the cap, so a sender learns nothing
 * of which.
 */
export function unheldReservationMessage(buyerName: string | null, carTitle: string | null): string {
  const thanks = buyerName?.trim() ? `Thanks, ${buyerName.trim()}.` : 'Thanks.';
  const car = carTitle?.trim() || 'car';
  return `${thanks} We have your request to reserve this ${car}; nothing is held yet: the dealer will confirm by email or phone.`;
}

export const UNHELD_RESERVATION_NEXT =
  'The dealer will check that the car is still available and contact you about reserving it. No deposit has been taken.';

type ConfirmationHeadlineFacts = Pick<LeadConfirmation, 'category' | 'buyerName' | 'car' | 'hasReservation'>;

/** The first line of a stored lead's page: H-21's thanks, or what a reserve lead that holds nothing is told. */
export function confirmationMessage(confirmation: ConfirmationHeadlineFacts): string {
  return confirmation.hasReservation === false
    ? unheldReservationMessage(confirmation.buyerName, confirmation.car?.title ?? null)
    : successMessage(confirmation.category);
}

/** 'What happens next' of a stored lead's page. */
export function confirmationNextStep(
  confirmation: Pick<LeadConfirmation, 'formType' | 'hasReservation'>,
): string {
  return confirmation.hasReservation === false
    ? UNHELD_RESERVATION_NEXT
    : whatHappensNext(confirmation.formType);
}

/**
 * The category as the buyer chose it: a careers form's lead is stored as a General Enquiry (H-15), but the
 * buyer sent a Careers Enquiry.
 */
export function buyerCategory(formType: string, storedCategory: string): string {
  return formType === 'careers' ? CAREERS_ENQUIRY : storedCategory;
}

export const referenceLine = (reference: string) => `Your reference number is ${reference}.`;

export const emailedLine = (address: string) => `We have emailed a copy to ${address}.`;

const WHAT_NEXT: Readonly<Record<string, string>> = {
  test_drive:
    'We will contact you to confirm your test drive. Please bring your driver licence when you visit.',
  request_photos: 'We will send you more photos of this car as soon as we can.',
  finance: 'Our finance team will contact you to talk through your options.',
  finance_application: 'Our finance team will review your application and contact you about the next steps.',
  quick_trade_in: 'We will contact you about your car and what it is worth.',
  trade_in: 'We will contact you about your car and what it is worth.',
  careers: 'We will read your message and contact you if a role suits your experience.',
  service: 'Our service team will contact you to confirm your booking.',
  reserve: 'We will contact you about your reservation and the next steps.',
};

/** What the dealer does next, by the form the lead came from. */
export function whatHappensNext(formType: string): string {
  return WHAT_NEXT[formType] ?? 'Our team will contact you during business hours to answer your enquiry.';
}

export type NextStepOptions = {
  formType: string;
  /** The site's finance page or the car's finance application; null when the site offers neither. */
  financeHref: string | null;
  tradeInHref: string | null;
  /** The search for cars like the lead's car; null without a car. */
  similarHref: string | null;
};

/**
 * Finance, trade-in and similar cars, each only where the site has the page and the lead was not already that
 * (a finance lead is not offered finance).
 */
export function nextSteps({ formType, financeHref, tradeInHref, similarHref }: NextStepOptions): NextStep[] {
  const steps: NextStep[] = [];
  const isFinance = formType === 'finance' || formType === 'finance_application';
  const isTradeIn = formType === 'trade_in' || formType === 'quick_trade_in';
  if (financeHref && !isFinance)
    steps.push({ key: 'finance', label: NEXT_STEP_LABELS.finance, href: financeHref });
  if (tradeInHref && !isTradeIn)
    steps.push({ key: 'tradeIn', label: NEXT_STEP_LABELS.tradeIn, href: tradeInHref });
  if (similarHref) steps.push({ key: 'similar', label: NEXT_STEP_LABELS.similar, href: similarHref });
  return steps;
}
