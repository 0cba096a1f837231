import { describe, expect, it } from 'vitest';
import { sanitizeOfferDescription } from '@/domain/offers/offer-text';
import { offerSettingsSchema } from './offer';

const OFFER = {
  name: ' Free first service ',
  description: 'Buy any used car this month and we service it free.',
  disclaimer: '',
  category: 'Service offer',
  imageUrl: '',
  expiry: '2026-09-30',
};

const problems = (value: unknown) =>
  offerSettingsSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('an offer’s settings', () => {
  it('trims the text, keeps empty fields as null, and parses its own output again', () => {
    const value = offerSettingsSchema.parse(OFFER);
    expect(value).toEqual({
      name: 'Free first service',
      description: 'Buy any used car this month and we service it free.',
      disclaimer: null,
      category: 'Service offer',
      imageUrl: null,
      expiry: '2026-09-30',
    });
    expect(offerSettingsSchema.parse(value)).toEqual(value);
    expect(offerSettingsSchema.parse({ ...OFFER, expiry: '' }).expiry).toBeNull();
  });

  it('names each bad field', () => {
    expect(
      problems({ ...OFFER, name: '', imageUrl: 'http://cdn.example/a.jpg', expiry: '2026-02-30' }),
    ).toEqual([
      ['name', 'Enter the offer’s name'],
      ['imageUrl', 'Enter an https:// address or a path on this site starting with /'],
      ['expiry', 'Enter a date'],
    ]);
  });

  it('stores the description’s text without tags as its sanitised description', () => {
    expect(sanitizeOfferDescription('Save <b>$500</b>\n on  tyres')).toBe('Save $500 on tyres');
  });
});
