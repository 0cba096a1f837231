import { describe, expect, it } from 'vitest';
import { platformDefaults } from '@/config';
import {
  PostcodeGeocoderUnavailableError,
  createBuiltInPostcodeGeocoder,
  type PostcodeGeocoder,
  type PostcodeLocation,
} from '../postcodes';
import { createBuiltInDeliveryQuoteProvider } from './built-in';
import { DeliveryQuoteUnavailableError } from './provider';

const NEWCASTLE_YARD = { postcode: '2302', lat: -32.9266, lng: 151.763 };
const bands = platformDefaults.delivery.rateBands;
const bundled = createBuiltInPostcodeGeocoder();

// Test doubles: a geocoder answering from a table, and one whose data cannot be loaded.
const place = (postcode: string, state: string, lat: number, lng: number): PostcodeLocation => ({
  postcode,
  suburbs: ['Somewhere'],
  state,
  lat,
  lng,
});
const table = (entries: PostcodeLocation[]): PostcodeGeocoder => ({
  name: 'built-in',
  geocodePostcode: async (postcode) => entries.find((entry) => entry.postcode === postcode) ?? null,
});
const broken: PostcodeGeocoder = {
  name: 'built-in',
  geocodePostcode: async () => {
    throw new PostcodeGeocoderUnavailableError('Postcode data could not be loaded from /missing.json');
  },
};

describe('createBuiltInDeliveryQuoteProvider with the bundled AU postcode data (G-13)', () => {
  const provider = createBuiltInDeliveryQuoteProvider({ geocoder: bundled, rateBands: bands });

  it("prices by the haversine distance from the yard's point and names the region", async () => {
    expect(provider.name).toBe('built-in');
    // Newcastle West → Sydney 2000: 116.5 km.
    expect(await provider.quote({ postcode: '2000', origin: NEWCASTLE_YARD })).toEqual({
      price: 300,
      region: 'Metro and surrounds',
    });
    // → Brisbane 4000: 619.2 km.
    expect(await provider.quote({ postcode: '4000', origin: NEWCASTLE_YARD })).toEqual({
      price: 1250,
      region: 'Long distance QLD',
    });
    // → Perth 6000: 3354.5 km.
    expect(await provider.quote({ postcode: '6000', origin: NEWCASTLE_YARD })).toEqual({
      price: 2200,
      region: 'Remote WA',
    });
  });

  it('places a yard without a stored point by its postcode', async () => {
    const origin = { postcode: '2302', lat: null, lng: null };
    expect(await provider.quote({ postcode: '2302', origin })).toEqual({ price: 150, region: 'Local area' });
  });

  it('has no estimate for a postcode that is not in Australia or a yard that cannot be placed', async () => {
    expect(await provider.quote({ postcode: '0000', origin: NEWCASTLE_YARD })).toBeNull();
    expect(
      await provider.quote({ postcode: '2000', origin: { postcode: null, lat: null, lng: null } }),
    ).toBeNull();
    expect(
      await provider.quote({ postcode: '2000', origin: { postcode: '0000', lat: null, lng: -33 } }),
    ).toBeNull();
  });
});

describe('createBuiltInDeliveryQuoteProvider: the rate table', () => {
  const geocoder = table([
    place('3000', 'VIC', -37.8136, 144.9631),
    place('2000', 'NSW', -33.8688, 151.2093),
  ]);
  const sydneyYard = { postcode: '2000', lat: null, lng: null };

  it("uses the site's own bands (Sydney → Melbourne is 713 km)", async () => {
    const provider = createBuiltInDeliveryQuoteProvider({
      geocoder,
      rateBands: [
        { maxKm: 700, price: 500, region: 'Near' },
        { maxKm: 800, price: 880, region: 'Melbourne and {state} {postcode}' },
      ],
    });
    expect(await provider.quote({ postcode: '3000', origin: sydneyYard })).toEqual({
      price: 880,
      region: 'Melbourne and VIC 3000',
    });
  });

  it('has no estimate beyond the widest band', async () => {
    const provider = createBuiltInDeliveryQuoteProvider({
      geocoder,
      rateBands: [{ maxKm: 700, price: 500, region: 'Near' }],
    });
    expect(await provider.quote({ postcode: '3000', origin: sydneyYard })).toBeNull();
  });

  it('reports missing postcode data as unavailable', async () => {
    const provider = createBuiltInDeliveryQuoteProvider({ geocoder: broken, rateBands: bands });
    const quote = provider.quote({ postcode: '3000', origin: sydneyYard });
    await expect(quote).rejects.toThrow(DeliveryQuoteUnavailableError);
    await expect(provider.quote({ postcode: '3000', origin: sydneyYard })).rejects.toThrow(
      'Postcodes could not be placed: Postcode data could not be loaded from /missing.json',
    );
  });
});
