import { describe, expect, it } from 'vitest';
import {
  bookServiceHref,
  brandTileHref,
  directionsHref,
  isExternalHref,
  locationHref,
  modelHref,
  offerEnquiryHref,
  offerHref,
} from './links';

describe('B-19 bookServiceHref', () => {
  it('goes to the configured external booking page first', () => {
    expect(
      bookServiceHref({ serviceBookingUrl: 'https://book.example.com', hasServiceLocations: true }),
    ).toBe('https://book.example.com');
  });
  it('goes to /service on sites with service locations', () => {
    expect(bookServiceHref({ serviceBookingUrl: null, hasServiceLocations: true })).toBe('/service');
  });
  it('goes to the booking anchor otherwise', () => {
    expect(bookServiceHref({ serviceBookingUrl: null, hasServiceLocations: false })).toBe(
      '/service#service-booking',
    );
  });
});

describe('B-39 locationHref', () => {
  it('is /locations/{slug} by default and /contact on sites configured so', () => {
    expect(locationHref({ slug: 'north-lakes' }, 'locationSlug')).toBe('/locations/north-lakes');
    expect(locationHref({ slug: 'north-lakes' }, 'contact')).toBe('/contact');
  });
});

describe('J-10 directionsHref', () => {
  const none = { placeUrl: null, lat: null, long: null, address: null };
  it('prefers the place url', () => {
    expect(directionsHref({ ...none, placeUrl: 'https://maps.app/x', lat: 1, long: 2 })).toBe(
      'https://maps.app/x',
    );
  });
  it('then coordinates, then the address', () => {
    expect(directionsHref({ ...none, lat: -27.5, long: 153.02, address: 'x' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-27.5,153.02',
    );
    expect(directionsHref({ ...none, address: '1 Main St, Brisbane QLD 4000' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St%2C%20Brisbane%20QLD%204000',
    );
  });
  it('is null when nothing is known', () => {
    expect(directionsHref(none)).toBeNull();
  });
});

describe('L-11 brandTileHref', () => {
  it('is /{brand}/overview unless the brand skips its page', () => {
    expect(brandTileHref({ slug: 'kia', url: 'https://kia.example', skipBrandPage: false })).toBe(
      '/kia/overview',
    );
    expect(brandTileHref({ slug: 'kia', url: 'https://kia.example', skipBrandPage: true })).toBe(
      'https://kia.example',
    );
    expect(brandTileHref({ slug: 'kia', url: null, skipBrandPage: true })).toBe('/search/kia');
  });
});

describe('isExternalHref', () => {
  it('tells absolute urls from site paths', () => {
    expect(isExternalHref('https://x.example')).toBe(true);
    expect(isExternalHref('tel:0712345678')).toBe(true);
    expect(isExternalHref('/service')).toBe(false);
  });
});

describe('H-28 offerEnquiryHref', () => {
  it('is the contact page about the offer', () => {
    expect(offerEnquiryHref(7)).toBe('/contact?offer=7');
  });
});

describe('K-11 offerHref', () => {
  it('is /offers/{id} on single-manufacturer sites', () => {
    expect(offerHref({ id: 7, manufacturerSlug: 'kia' }, true)).toBe('/offers/7');
  });
  it('adds the manufacturer segment on sites without a single manufacturer', () => {
    expect(offerHref({ id: 7, manufacturerSlug: 'kia' }, false)).toBe('/offers/kia/7');
    expect(offerHref({ id: 7, manufacturerSlug: null }, false)).toBe('/offers/7');
  });
});

describe('B-41 modelHref', () => {
  it('is /models/{slug}', () => {
    expect(modelHref({ slug: 'cx-5', overrideUrl: null })).toBe('/models/cx-5');
  });
  it('goes to the override url when the model has one (K-25)', () => {
    expect(modelHref({ slug: 'cx-5', overrideUrl: '/pages/cx-5' })).toBe('/pages/cx-5');
    expect(modelHref({ slug: 'cx-5', overrideUrl: '  ' })).toBe('/models/cx-5');
  });
});
