import { describe, expect, it } from 'vitest';
import { vehicleDescription, vehicleJsonLd, type SeoCar, type SeoSeller } from './seo';

const car: SeoCar = {
  title: '2021 Toyota Corolla Ascent Sport',
  stocknum: 'HT1001',
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  carType: 'used',
  price: 25990,
  preorder: false,
  km: 45210,
  vin: 'JTDBR3FE10J000001',
  colour: 'Glacier White',
  body: 'Hatch',
  fuel: 'Petrol',
  transmission: 'Automatic',
  images: ['/media/car/1.jpg', 'https://cdn.example.com/2.jpg'],
  status: 'in_stock',
  sold: false,
  reserved: false,
};
const seller: SeoSeller = {
  name: 'Harbourside Toyota',
  telephone: '02 4900 0000',
  street: '255 Hunter Street',
  city: 'Newcastle West',
  state: 'NSW',
  postcode: '2302',
};
const origin = 'https://harbourside-toyota.test';
const pageUrl = `${origin}/cars/2021-toyota-corolla-ascent-sport-ab12`;

describe('vehicleDescription', () => {
  it('names condition, title, price, odometer, drivetrain, yard and stock number', () => {
    expect(vehicleDescription(car, '$25,990', seller)).toBe(
      'Used 2021 Toyota Corolla Ascent Sport for sale at $25,990. 45,210 km, Automatic, Petrol, Hatch. ' +
        'Harbourside Toyota, Newcastle West NSW. Stock no HT1001.',
    );
  });

  it('leaves out the price when none shows, and the odometer of a new car', () => {
    const newCar = { ...car, carType: 'new', transmission: null, fuel: null, body: null };
    expect(vehicleDescription(newCar, null, { ...seller, city: null, state: null })).toBe(
      'New 2021 Toyota Corolla Ascent Sport for sale. Harbourside Toyota. Stock no HT1001.',
    );
  });
});

describe('vehicleJsonLd', () => {
  it('is a Car with an Offer in AUD sold by an AutoDealer', () => {
    expect(JSON.parse(vehicleJsonLd(car, seller, pageUrl, origin))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2021 Toyota Corolla Ascent Sport',
      url: pageUrl,
      sku: 'HT1001',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Corolla',
      vehicleModelDate: '2021',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45210, unitCode: 'KMT' },
      vehicleIdentificationNumber: 'JTDBR3FE10J000001',
      color: 'Glacier White',
      bodyType: 'Hatch',
      fuelType: 'Petrol',
      vehicleTransmission: 'Automatic',
      image: [`${origin}/media/car/1.jpg`, 'https://cdn.example.com/2.jpg'],
      offers: {
        '@type': 'Offer',
        url: pageUrl,
        priceCurrency: 'AUD',
        price: 25990,
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: {
          '@type': 'AutoDealer',
          name: 'Harbourside Toyota',
          telephone: '02 4900 0000',
          address: {
            '@type': 'PostalAddress',
            streetAddress: '255 Hunter Street',
            addressLocality: 'Newcastle West',
            addressRegion: 'NSW',
            postalCode: '2302',
            addressCountry: 'AU',
          },
        },
      },
    });
  });

  it('has no price at 10 or below (D-45), and availability by status', () => {
    const offer = (patch: Partial<SeoCar>) =>
      JSON.parse(vehicleJsonLd({ ...car, ...patch }, seller, pageUrl, origin)).offers;
    expect(offer({ price: 10 })).not.toHaveProperty('price');
    expect(offer({ price: 11 }).price).toBe(11);
    expect(offer({ status: 'sold', sold: true }).availability).toBe('https://schema.org/SoldOut');
    expect(offer({ reserved: true }).availability).toBe('https://schema.org/LimitedAvailability');
    expect(offer({ status: 'coming_soon' }).availability).toBe('https://schema.org/PreOrder');
    expect(offer({ carType: 'new' }).itemCondition).toBe('https://schema.org/NewCondition');
  });

  it("escapes '<' so a value cannot close the script element", () => {
    const text = vehicleJsonLd({ ...car, title: '</script><b>' }, seller, pageUrl, origin);
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><b>');
  });
});
