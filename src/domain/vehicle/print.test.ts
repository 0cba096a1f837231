import { describe, expect, it } from 'vitest';
import { pageDataFixture } from './page-data-fixture';
import { parsePrintQuery, vehiclePdfFileName, vehiclePdfPath, vehiclePrintContent } from './print';

describe('vehicle PDF (D-89)', () => {
  it('is fetched from /print?car_id={slug} and saved as {slug}.pdf', () => {
    expect(vehiclePdfPath('2021-mazda-cx-5')).toBe('/print?car_id=2021-mazda-cx-5');
    expect(vehiclePdfFileName('2021-mazda-cx-5')).toBe('2021-mazda-cx-5.pdf');
  });

  it('carries title, price, key specs, features, dealer contact and the page URL', () => {
    const data = pageDataFixture(
      {},
      {},
      {
        features: ['Sunroof', 'Tow bar'],
        images: [
          { url: '/media/vehicle/suv/1e3a8a/spin-4-36.svg', thumbUrl: '/t0.svg', width: null, height: null },
          { url: '/media/vehicle/suv/1e3a8a/side.svg', thumbUrl: '/t1.svg', width: null, height: null },
        ],
      },
    );
    expect(vehiclePrintContent(data, 'https://demo.test')).toEqual({
      title: '2021 Mazda CX-5 Touring KF',
      stocknum: 'S42',
      price: '$30,000',
      priceType: 'Drive Away',
      specs: [
        { label: 'Stock number', value: 'S42' },
        { label: 'Kilometres', value: '42,000 km' },
        { label: 'Transmission', value: 'Automatic' },
        { label: 'Fuel Type', value: 'Petrol' },
        { label: 'Body type', value: 'SUV' },
        { label: 'Drive type', value: 'AWD' },
        { label: 'Engine', value: '2.5L' },
        { label: 'Seats', value: '5' },
        { label: 'Exterior Colour', value: 'Soul Red' },
      ],
      features: ['Sunroof', 'Tow bar'],
      dealer: {
        name: 'Demo Motors',
        location: 'Brisbane Yard',
        address: '1 Main Street, Brisbane QLD 4000',
        phone: '07 3000 0001',
      },
      pageUrl: 'https://demo.test/cars/2021-mazda-cx-5-touring-ab12',
      photoUrl: '/media/vehicle/suv/1e3a8a/spin-4-36.svg',
    });
  });

  it('leaves out the price type beside the no-price text and an address the yard lacks', () => {
    const base = pageDataFixture({ price: 0 });
    const data = {
      ...base,
      location: { ...base.location, street: null, city: null, state: null, postcode: null },
    };
    const content = vehiclePrintContent(data, 'https://demo.test');
    expect([content.price, content.priceType, content.dealer.address, content.photoUrl]).toEqual([
      'Enquire for price.',
      null,
      null,
      null,
    ]);
  });
});

describe('parsePrintQuery (D-89)', () => {
  const parse = (query: string) => parsePrintQuery(new URLSearchParams(query));

  it('takes the slug from car_id, trimmed', () => {
    expect(parse('car_id=2021-mazda-cx-5-ab12')).toEqual({ ok: true, slug: '2021-mazda-cx-5-ab12' });
    expect(parse('car_id=%20car-1%20&x=1')).toEqual({ ok: true, slug: 'car-1' });
  });

  it('explains a missing, empty, overlong or malformed car_id', () => {
    const required = 'car_id is required: the slug of the car to print, e.g. /print?car_id=2021-mazda-cx-5';
    const malformed = 'car_id must be a car slug: letters, digits, hyphens, dots, underscores and tildes';
    expect(parse('')).toEqual({ ok: false, error: required });
    expect(parse('car=car-1')).toEqual({ ok: false, error: required });
    expect(parse('car_id=')).toEqual({ ok: false, error: required });
    expect(parse('car_id=%20%20')).toEqual({ ok: false, error: required });
    expect(parse(`car_id=${'a'.repeat(201)}`)).toEqual({
      ok: false,
      error: 'car_id is too long: a car slug has at most 200 characters',
    });
    expect(parse(`car_id=${'a'.repeat(200)}`)).toEqual({ ok: true, slug: 'a'.repeat(200) });
    for (const bad of ['../etc', 'a/b', 'car 1', '-car', 'car%3Fx']) {
      expect(parse(`car_id=${encodeURIComponent(bad)}`), bad).toEqual({ ok: false, error: malformed });
    }
  });
});
