import { describe, expect, it } from 'vitest';
import { savedSearchAlertEmail, watchlistAlertEmail } from './alert-email';

const footer = {
  siteName: 'Redgum Motors',
  email: 'ann@example.com',
  manageUrl: 'https://redgum.example/my-garage#alerts',
  unsubscribeUrl: 'https://redgum.example/alerts/unsubscribe?token=t',
  stopWhat: 'alerts for this search',
};
const car = (n: number) => ({
  title: `2021 Kia Cerato ${n}`,
  price: '$21,990',
  url: `https://redgum.example/cars/kia-${n}`,
});

describe('savedSearchAlertEmail', () => {
  it('tells one new car with its link, the search and how to stop', () => {
    const email = savedSearchAlertEmail({
      ...footer,
      searchLabel: 'Used Kia cars',
      searchUrl: 'https://redgum.example/search/used-cars?make=Kia',
      cars: [car(1)],
      digest: false,
    });
    expect(email.subject).toBe('A new car matches your search: Used Kia cars');
    expect(email.text).toBe(
      [
        'A new car matches your saved search “Used Kia cars” at Redgum Motors.',
        '',
        '2021 Kia Cerato 1 — $21,990',
        'https://redgum.example/cars/kia-1',
        '',
        'See the search: https://redgum.example/search/used-cars?make=Kia',
        '',
        '--',
        'You get this email because you asked Redgum Motors for alerts at ann@example.com.',
        'Manage your alerts: https://redgum.example/my-garage#alerts',
        'Stop alerts for this search: https://redgum.example/alerts/unsubscribe?token=t',
      ].join('\n'),
    );
  });

  it('lists ten cars of a daily digest and sends the buyer to the search for the rest', () => {
    const cars = Array.from({ length: 12 }, (_, i) => car(i + 1));
    const email = savedSearchAlertEmail({
      ...footer,
      searchLabel: 'Kia',
      searchUrl: 'u',
      cars,
      digest: true,
    });
    expect(email.subject).toBe('12 new cars match your search: Kia');
    expect(email.text.split('\n')[0]).toBe(
      'Since yesterday, 12 new cars match your saved search “Kia” at Redgum Motors.',
    );
    expect(email.text).toContain('2021 Kia Cerato 10 —');
    expect(email.text).not.toContain('2021 Kia Cerato 11 —');
    expect(email.text).toContain('And 2 more. See them all: u');
  });
});

describe('watchlistAlertEmail', () => {
  it('names the car and its change in the subject when one car changed', () => {
    const email = watchlistAlertEmail({
      ...footer,
      stopWhat: 'watchlist alerts',
      changes: [{ car: car(1), change: { kind: 'price-drop', from: 23_990, to: 21_990 } }],
    });
    expect(email.subject).toBe('2021 Kia Cerato 1: Price dropped from $23,990 to $21,990');
    expect(email.text.split('\n').slice(0, 5)).toEqual([
      'News of the cars on your watchlist at Redgum Motors:',
      '',
      '2021 Kia Cerato 1: Price dropped from $23,990 to $21,990',
      'Now $21,990. https://redgum.example/cars/kia-1',
      '',
    ]);
  });

  it('counts the cars when several changed', () => {
    const email = watchlistAlertEmail({
      ...footer,
      stopWhat: 'watchlist alerts',
      changes: [
        { car: car(1), change: { kind: 'sold' } },
        { car: car(2), change: { kind: 'reserved' } },
        { car: car(3), change: { kind: 'available-again' } },
      ],
    });
    expect(email.subject).toBe('3 cars on your watchlist changed');
    expect(email.text).toContain('2021 Kia Cerato 1: Sold\n');
    expect(email.text).toContain('2021 Kia Cerato 2: Reserved by another buyer\n');
    expect(email.text).toContain('2021 Kia Cerato 3: Available again\n');
  });
});
