import { describe, expect, it } from 'vitest';
import {
  DELIVERY_EMPTY_POSTCODE,
  DELIVERY_NOTE,
  DELIVERY_NO_ESTIMATE,
  cleanPostcodeInput,
  deliveryQuoteText,
  findRateBand,
  priceDelivery,
  regionName,
  type DeliveryRateBand,
} from './delivery';
import { distanceKm } from '@/domain/geo/distance';

const SYDNEY = { lat: -33.8688, lng: 151.2093 };
const MELBOURNE = { lat: -37.8136, lng: 144.9631 };

const BANDS: DeliveryRateBand[] = [
  { maxKm: 500, price: 650, region: 'Regional {state}' },
  { maxKm: 50, price: 150, region: 'Local area' },
  { maxKm: null, price: 2200, region: 'Remote {state}' },
  { maxKm: 150, price: 300, region: 'Metro and surrounds' },
];

describe('findRateBand', () => {
  it('takes the narrowest band that reaches the distance, whatever the table order', () => {
    expect(findRateBand(BANDS, 0)?.price).toBe(150);
    expect(findRateBand(BANDS, 50)?.price).toBe(150);
    expect(findRateBand(BANDS, 50.01)?.price).toBe(300);
    expect(findRateBand(BANDS, 150)?.price).toBe(300);
    expect(findRateBand(BANDS, 499.9)?.price).toBe(650);
    expect(findRateBand(BANDS, 4000)?.price).toBe(2200);
  });

  it('finds nothing beyond the widest band of a table without an open band, or in an empty table', () => {
    const capped = BANDS.filter((band) => band.maxKm !== null);
    expect(findRateBand(capped, 500)?.price).toBe(650);
    expect(findRateBand(capped, 500.5)).toBeNull();
    expect(findRateBand([], 1)).toBeNull();
  });
});

describe('regionName', () => {
  it("fills '{state}' and '{postcode}' from the destination", () => {
    const destination = { postcode: '2650', state: 'NSW' };
    expect(regionName('Regional {state}', destination)).toBe('Regional NSW');
    expect(regionName('{postcode} {state} ({state})', destination)).toBe('2650 NSW (NSW)');
    expect(regionName('Hunter region', destination)).toBe('Hunter region');
  });
});

describe('priceDelivery (G-13)', () => {
  it("answers the band's whole-dollar price and region name", () => {
    const melbourne = { postcode: '3000', state: 'VIC' };
    expect(priceDelivery(BANDS, distanceKm(SYDNEY, MELBOURNE), melbourne)).toEqual({
      price: 2200,
      region: 'Remote VIC',
    });
    expect(priceDelivery(BANDS, 120, melbourne)).toEqual({ price: 300, region: 'Metro and surrounds' });
    expect(priceDelivery([{ maxKm: null, price: 99.6, region: 'Anywhere' }], 1, melbourne)).toEqual({
      price: 100,
      region: 'Anywhere',
    });
  });

  it('answers null (no estimate) when no band reaches', () => {
    expect(
      priceDelivery([{ maxKm: 100, price: 200, region: 'Near' }], 101, { postcode: '3000', state: 'VIC' }),
    ).toBeNull();
  });
});

describe('texts (G-10..G-14)', () => {
  it('are the spec wording', () => {
    expect(DELIVERY_EMPTY_POSTCODE).toBe('Please enter a postcode.');
    expect(DELIVERY_NO_ESTIMATE).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
    expect(DELIVERY_NOTE).toBe('We deliver anywhere in Australia. Prices are a guide only.');
  });

  it("shows a result as 'Estimated delivery to {region}: ${price}'", () => {
    expect(deliveryQuoteText({ price: 650, region: 'Regional NSW' })).toBe(
      'Estimated delivery to Regional NSW: $650',
    );
    expect(deliveryQuoteText({ price: 2200, region: 'Remote WA' })).toBe(
      'Estimated delivery to Remote WA: $2,200',
    );
  });
});

describe('cleanPostcodeInput (G-15)', () => {
  it('keeps digits only, 4 at most', () => {
    expect(cleanPostcodeInput('2000')).toBe('2000');
    expect(cleanPostcodeInput('20001')).toBe('2000');
    expect(cleanPostcodeInput(' 2a0-0 0 ')).toBe('2000');
    expect(cleanPostcodeInput('abc')).toBe('');
  });
});
