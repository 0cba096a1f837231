import { describe, expect, it } from 'vitest';
import {
  ENQUIRY_CATEGORY_OPTIONS,
  LEAD_FORM_KINDS,
  eventCategory,
  eventIdForForm,
  isLeadFormKind,
} from './kinds';

describe('lead form kinds', () => {
  it('has the seven forms of issue 4, the finance application of issue 13, the trade-in valuation and the reservation of issue 15', () => {
    expect(LEAD_FORM_KINDS).toEqual([
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
    ]);
    expect(isLeadFormKind('careers')).toBe(true);
    expect(isLeadFormKind('reserve')).toBe(true);
    expect(isLeadFormKind('checkout')).toBe(false);
  });

  it('gives each form its event category (H-14)', () => {
    expect(LEAD_FORM_KINDS.map((kind) => eventCategory(kind))).toEqual([
      'General Enquiry',
      'Test Drive',
      'Photo Request',
      'Trade-In Enquiry',
      'Finance Enquiry',
      'Careers Enquiry',
      'Service Booking',
      'Finance Application',
      'Trade-In Valuation',
      'Vehicle Reservation',
    ]);
    expect(eventCategory('enquiry', true)).toBe('Vehicle Enquiry');
    expect(eventCategory('test_drive', true)).toBe('Test Drive');
    expect(eventCategory('enquiry', false, true)).toBe('Special Offer Enquiry');
    expect(eventCategory('enquiry', true, true)).toBe('Vehicle Enquiry');
    expect(eventCategory('test_drive', false, true)).toBe('Test Drive');
  });

  it('reports the spec analytics ids (H-44, H-45, M-3)', () => {
    expect(eventIdForForm('enquiry')).toBe(22);
    expect(eventIdForForm('enquiry', true)).toBe(14);
    expect(eventIdForForm('test_drive', true)).toBe(15);
    expect(eventIdForForm('quick_trade_in')).toBe(17);
    expect(eventIdForForm('trade_in')).toBe(17);
    expect(eventIdForForm('trade_in', true, true)).toBe(18);
    expect(eventIdForForm('request_photos', true)).toBe(48);
    expect(eventIdForForm('finance')).toBe(9);
    expect(eventIdForForm('finance_application')).toBe(9);
    expect(eventIdForForm('finance_application', true)).toBe(9);
    expect(eventIdForForm('careers')).toBe(51);
    expect(eventIdForForm('service')).toBeNull();
    expect(eventIdForForm('reserve', true)).toBeNull();
  });

  it('offers the enquiry categories, careers excepted', () => {
    expect(ENQUIRY_CATEGORY_OPTIONS).toEqual([
      'General Enquiry',
      'Vehicle Enquiry',
      'Finance Enquiry',
      'Trade-In Enquiry',
      'Service Enquiry',
      'Parts Enquiry',
      'Fleet Enquiry',
      'Special Offer Enquiry',
    ]);
  });
});
