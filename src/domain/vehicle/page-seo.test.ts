import { describe, expect, it } from 'vitest';
import { pageDataFixture } from './page-data-fixture';
import { vehiclePageSeo } from './page-seo';

const origin = 'https://demo.test';

describe('vehiclePageSeo', () => {
  const data = pageDataFixture(
    {},
    {},
    {
      images: [1, 2, 3, 4, 5].map((n) => ({
        url: `/media/${n}.jpg`,
        thumbUrl: '',
        width: null,
        height: null,
      })),
      breadcrumbs: [
        { label: 'Home', href: '/' },
        { label: '2021 Mazda CX-5 Touring KF', href: null },
      ],
    },
  );

  it('title, description, canonical URL and the first 4 photos, absolute', () => {
    const seo = vehiclePageSeo(data, origin);
    expect(seo.title).toBe('2021 Mazda CX-5 Touring KF');
    expect(seo.description).toBe(
      'Used 2021 Mazda CX-5 Touring KF for sale at $30,000. 42,000 km, Automatic, Petrol, SUV. ' +
        'Demo Motors, Brisbane QLD. Stock no S42.',
    );
    expect(seo.canonicalUrl).toBe('https://demo.test/cars/2021-mazda-cx-5-touring-ab12');
    expect(seo.images).toEqual([1, 2, 3, 4].map((n) => `https://demo.test/media/${n}.jpg`));
  });

  it('Car JSON-LD with the price and seller, then the BreadcrumbList', () => {
    const [car, crumbs] = vehiclePageSeo(data, origin).jsonLd.map((text) => JSON.parse(text));
    expect(car).toMatchObject({
      '@type': 'Car',
      name: '2021 Mazda CX-5 Touring KF',
      url: 'https://demo.test/cars/2021-mazda-cx-5-touring-ab12',
      offers: {
        '@type': 'Offer',
        price: 30000,
        priceCurrency: 'AUD',
        seller: { '@type': 'AutoDealer', name: 'Demo Motors' },
      },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(crumbs.itemListElement).toHaveLength(2);
  });

  it('no price in the description when the car shows none', () => {
    const seo = vehiclePageSeo({ ...data, car: { ...data.car, price: 0 } }, origin);
    expect(seo.description.startsWith('Used 2021 Mazda CX-5 Touring KF for sale. ')).toBe(true);
  });
});
