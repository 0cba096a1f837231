import { describe, expect, it } from 'vitest';
import { newPromotion, promotionSettingsSchema } from './promotion';

const PROMOTION = {
  title: ' Winter service special ',
  body: 'Book a service in July.',
  imageUrl: '/promos/winter.jpg',
  url: '/service',
  buttonText: 'Book now',
  start: '2026-07-01T09:00',
  expiry: '2026-07-31T17:00',
  position: 3,
  display: ['used', 'new'],
  strictDisplay: false,
};

const problems = (value: unknown) =>
  promotionSettingsSchema
    .safeParse(value)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a promotion’s settings (K-14..K-17)', () => {
  it('keeps the car types in one order, and parses its own output again', () => {
    const value = promotionSettingsSchema.parse(PROMOTION);
    expect(value).toEqual({ ...PROMOTION, title: 'Winter service special', display: ['new', 'used'] });
    expect(promotionSettingsSchema.parse(value)).toEqual(value);
  });

  it('needs the end after the start', () => {
    expect(problems({ ...PROMOTION, expiry: '2026-07-01T09:00' })).toEqual([
      ['expiry', 'The end must be after the start'],
    ]);
  });

  it('refuses a strict display with no car type: it would never show', () => {
    expect(problems({ ...PROMOTION, display: [], strictDisplay: true })).toEqual([
      ['display', 'Choose at least one car type, or show it on every search'],
    ]);
  });

  it('names each bad field', () => {
    expect(
      problems({
        ...PROMOTION,
        url: 'javascript:alert(1)',
        buttonText: '',
        start: '2026-07-01',
        position: 0,
        display: ['used', 'used'],
      }),
    ).toEqual([
      ['url', 'Enter an https:// address or a path on this site starting with /'],
      ['buttonText', 'Enter the button’s text'],
      ['start', 'Enter when it starts, like 2026-07-01 09:00'],
      ['position', 'Enter a whole number from 1'],
      ['display', 'Give each car type once'],
    ]);
    expect(problems({ ...PROMOTION, position: 1.5 })).toEqual([['position', 'Enter a whole number from 1']]);
    expect(problems({ ...PROMOTION, url: '' })).toEqual([['url', 'Enter where the button goes']]);
  });

  it('starts a new one today for about a month', () => {
    expect(newPromotion('2026-07-14')).toMatchObject({
      start: '2026-07-14T00:00',
      expiry: '2026-08-14T23:59',
    });
  });
});
