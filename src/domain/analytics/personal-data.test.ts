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
    expect(containsPersonalData('0412 345 678')).toBe(true);
    expect(containsPersonalData('+61 412 345 678')).toBe(true);
    expect(containsPersonalData('call (07) 3123-4567')).toBe(true);
    expect(containsPersonalData('+61 (7) 3123 4567')).toBe(true);
    expect(containsPersonalData('/contact/0731234567')).toBe(true);
  });

  it('leaves vehicle paths, stock numbers and years alone', () => {
    expect(containsPersonalData('/cars/2019-toyota-corolla-12345678')).toBe(false);
    expect(containsPersonalData('/search/used-cars?price=10000:30000')).toBe(false);
    expect(containsPersonalData('General Enquiry')).toBe(false);
    expect(containsPersonalData('%E0%A4%A')).toBe(false);
  });
});
