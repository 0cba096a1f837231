/**
 * The lead forms (H-1, issue 4): the general Enquire Now form, test drive, photo request, quick trade-in,
 * finance enquiry, careers and book a service. (Reserve is the checkout journey, not one of these forms.)
 */
export const LEAD_FORM_KINDS = [
  'enquiry',
  'test_drive',
  'request_photos',
  'quick_trade_in',
  'finance',
  'careers',
  'service',
] as const;

export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number];

export function isLeadFormKind(value: string): value is LeadFormKind {
  return (LEAD_FORM_KINDS as readonly string[]).includes(value);
}

export const GENERAL_ENQUIRY = 'General Enquiry';
export const VEHICLE_ENQUIRY = 'Vehicle Enquiry';
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
};

/** The Enquire Now form about a car defaults to 'Vehicle Enquiry'; without a car, to 'General Enquiry'. */
export function eventCategory(kind: LeadFormKind, hasCar = false): string {
  return kind === 'enquiry' && hasCar ? VEHICLE_ENQUIRY : EVENT_CATEGORIES[kind];
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
  'Special Offer Enquiry',
];

/**
 * S2 §7 analytics ids (H-44, H-45, M-3 proposal): 22 general enquiry, 14 an enquiry about a car, 15 test
 * drive, 17 trade-in, 48 photo request, 9 finance, 51 careers. The spec gives no id for a service booking.
 */
export function eventIdForForm(kind: LeadFormKind, hasCar = false): number | null {
  switch (kind) {
    case 'enquiry':
      return hasCar ? 14 : 22;
    case 'test_drive':
      return 15;
    case 'quick_trade_in':
      return 17;
    case 'request_photos':
      return 48;
    case 'finance':
      return 9;
    case 'careers':
      return 51;
    case 'service':
      return null;
  }
}
