import { describe, expect, it } from 'vitest';
import { containsPersonalData, isPersonalFieldName } from './personal-data';

describe('isPersonalFieldName', () => {
  it('recognises identity fields in any spelling', () => {
    for (const field of [
      'email',
      'Email',
      'first_name',
      'firstName',
      'LAST-NAME',
      'phone',
      'mobile',
      'userData',
    ]) {
      expect(isPersonalFieldName(field)).toBe(true);
    }
  });

  it('leaves context fields alone', () => {
    for (const field of ['eventId', 'carId', 'path', 'category'])
      expect(isPersonalFieldName(field)).toBe(false);
  });
});

describe('containsPersonalData', () => {
  it('finds email addresses, also percent-encoded', () => {
    expect(containsPersonalData('jane@example.com')).toBe(true);
    expect(containsPersonalData('/success/jane%40example.com')).toBe(true);
  });

  it('finds Australian phone numbers as people type them', () => {
    for (const input of [
      '0412 345 678',
      '+61 412 345 678',
      'call (07) 3123-4567',
      '+61 (7) 3123 4567',
      '/contact/0731234567',
    ])
      expect(containsPersonalData(input)).toBe(true);
  });

  it('leaves vehicle paths, stock numbers and years alone', () => {
    for (const input of [
      '/cars/2019-toyota-corolla-12345678',
      '/search/used-cars?price=10000:30000',
      'General Enquiry',
      '%E0%A4%A',
    ])
      expect(containsPersonalData(input)).toBe(false);
  });
});
