import { describe, expect, it } from 'vitest';
import { pageDataFixture } from './page-data-fixture';
import { vehiclePdfFileName, vehiclePdfPath, vehiclePrintContent } from './print';

describe('vehicle PDF (D-89)', () => {
  it('is fetched from /api/cars/{slug}/pdf and saved as {slug}.pdf', () => {
    expect(vehiclePdfPath('2021-mazda-cx-5')).toBe('/api/cars/2021-mazda-cx-5/pdf');
    expect(vehiclePdfFileName('2021-mazda-cx-5')).toBe('2021-mazda-cx-5.pdf');
  });

  it('carries title, price, key specs, features, dealer contact and the page URL', () => {
    const data = pageDataFixture({}, {}, { features: ['Sunroof', 'Tow bar'] });
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
    });
  });

  it('leaves out the price type beside the no-price text and an address the yard lacks', () => {
    const base = pageDataFixture({ price: 0 });
    const data = {
      ...base,
      location: { ...base.location, street: null, city: null, state: null, postcode: null },
    };
    const content = vehiclePrintContent(data, 'https://demo.test');
    expect([content.price, content.priceType, content.dealer.address]).toEqual([
      'Enquire for price.',
      null,
      null,
    ]);
  });
});
