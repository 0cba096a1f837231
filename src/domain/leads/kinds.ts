import { AnalyticsEvent, type AnalyticsEventId } from '@/domain/analytics/events';

/**
 * The lead forms (H-1): the general Enquire Now form, test drive, photo request, quick trade-in,
 * finance enquiry, careers and book a service; the finance application (decision 028); the trade-in valuation
 * and the reservation of a car (decisions 044, 046).
 */
export const LEAD_FORM_KINDS = [
  'enquiry',
  'test_drive',
  'request_photos',
  'quick_trade_in',
  'finance',
  'careers',
  'service',
  'finance_application',
  'trade_in',
  'reserve',
] as const;

export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number];

export function isLeadFormKind(value: string): value is LeadFormKind {
  return (LEAD_FORM_KINDS as readonly string[]).includes(value);
}

export const GENERAL_ENQUIRY = 'General Enquiry';
export const VEHICLE_ENQUIRY = 'Vehicle Enquiry';
/** An Enquire Now about an offer (H-28); one of the category select's options (H-7). */
export const SPECIAL_OFFER_ENQUIRY = 'Special Offer Enquiry';
/** H-15: this category is sent as General Enquiry with the subcategory below. */
export const CAREERS_ENQUIRY = 'Careers Enquiry';
export const CAREER_SUBCATEGORY = 'Career Enquiry';

/**
 * H-14: the category each form sends unless the buyer picks another. Only 'General Enquiry', 'Careers
 * Enquiry' and 'Finance Enquiry' are spec names; the others are ours (the spec does not list categories).
 */
const EVENT_CATEGORIES: Readonly<Record<LeadFormKind, string>> = {
  enquiry: GENERAL_ENQUIRY,
  test_drive: 'Test Drive',
  request_photos: 'Photo Request',
  quick_trade_in: 'Trade-In Enquiry',
  finance: 'Finance Enquiry',
  careers: CAREERS_ENQUIRY,
  service: 'Service Booking',
  finance_application: 'Finance Application',
  trade_in: 'Trade-In Valuation',
  reserve: 'Vehicle Reservation',
};

/**
 * The Enquire Now form about a car defaults to 'Vehicle Enquiry'; about an offer (and no car), to 'Special
 * Offer Enquiry' (H-28); about neither, to 'General Enquiry'.
 */
export function eventCategory(kind: LeadFormKind, hasCar = false, hasOffer = false): string {
  if (kind !== 'enquiry') return EVENT_CATEGORIES[kind];
  if (hasCar) return VEHICLE_ENQUIRY;
  return hasOffer ? SPECIAL_OFFER_ENQUIRY : GENERAL_ENQUIRY;
}

/** The category select of the Enquire Now form (H-7). Careers has its own form, so it is not offered here. */
export const ENQUIRY_CATEGORY_OPTIONS: readonly string[] = [
  GENERAL_ENQUIRY,
  VEHICLE_ENQUIRY,
  'Finance Enquiry',
  'Trade-In Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Fleet Enquiry',
  SPECIAL_OFFER_ENQUIRY,
];

/**
 * The event a successful submission reports (S2 §7; H-44, H-45, M-2, M-3, M-5, M-10): 22 general enquiry,
 * 14 an enquiry about a car, 15 test drive, 17 trade-in, 48 photo request, 9 finance (the enquiry and the
 * application), 51 careers, 18 a trade-in offer accepted (M-4). The spec gives no id for a service booking or a
 * reservation.
 */
export function eventIdForForm(
  kind: LeadFormKind,
  hasCar = false,
  offerAccepted = false,
): AnalyticsEventId | null {
  switch (kind) {
    case 'enquiry':
      return hasCar ? AnalyticsEvent.vehicleEnquiry : AnalyticsEvent.generalEnquiry;
    case 'test_drive':
      return AnalyticsEvent.testDriveEnquiry;
    case 'quick_trade_in':
      return AnalyticsEvent.tradeInEnquiry;
    case 'trade_in':
      return offerAccepted ? AnalyticsEvent.offerAccepted : AnalyticsEvent.tradeInEnquiry;
    case 'request_photos':
      return AnalyticsEvent.photoRequest;
    case 'finance':
    case 'finance_application':
      return AnalyticsEvent.financeEnquiry;
    case 'careers':
      return AnalyticsEvent.careers;
    case 'service':
    case 'reserve':
      return null;
  }
}
