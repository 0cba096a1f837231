import { describe, expect, it } from 'vitest';
import { featureBannerItems } from './feature-banner';

describe('featureBannerItems (D-40)', () => {
  it('offers the latest offers, online service booking and selling your car, in that order', () => {
    expect(featureBannerItems('/service')).toEqual([
      {
        key: 'offers',
        title: 'Latest Offers',
        text: 'See the latest deals from our dealership.',
        href: '/special-offers',
      },
      {
        key: 'service',
        title: 'Book Your Service Online',
        text: 'Save time & book online',
        href: '/service',
      },
      { key: 'sell', title: 'Sell Your Car', text: 'Get an instant offer for your car.', href: '/trade-in' },
    ]);
  });

  it('sends service bookings where the site books them (B-19)', () => {
    const external = 'https://service.example.com.au/book';
    expect(featureBannerItems(external)[1]!.href).toBe(external);
  });
});
