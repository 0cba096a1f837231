import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '@/server/db/schema';
import type { TestDatabase } from '@/server/db/testing';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { DeliveryQuoteUnavailableError, type DeliveryQuoteProvider } from '@/server/providers/delivery';
import {
  CAR_NOT_FOUND,
  DELIVERY_PRICE_UNAVAILABLE,
  handleDeliveryPriceApi,
  type DeliveryPriceSite,
} from './delivery-price-api';
import { log } from '@/server/logging';

const test = databaseForThisFile();
let site: DeliveryPriceSite;
const car: Record<string, number> = {};

type Yard = { slug: string; dealer: 0 | 1; postcode?: string; lat?: number; long?: number };
const YARDS: Yard[] = [
  { slug: 'newcastle', dealer: 0, postcode: '2302', lat: -32.9266, long: 151.763 },
  { slug: 'blair-athol', dealer: 0, postcode: '5084' },
  { slug: 'nowhere', dealer: 0 },
  { slug: 'perth', dealer: 1, postcode: '6000', lat: -31.95257, long: 115.86105 },
];
const CARS = [
  { key: 'newcastle', yard: 0, make: 'Toyota' },
  { key: 'adelaide', yard: 1, make: 'Toyota' },
  { key: 'nowhere', yard: 2, make: 'Toyota' },
  { key: 'west', yard: 3, make: 'Toyota' },
  { key: 'kia', yard: 0, make: 'Kia' },
  { key: 'caravan', yard: 0, make: 'Jayco', itemType: 'caravan' },
];

/** A site with two dealerships (the second with its own rate table), a brand and an item-type override. */
async function insertSite(db: TestDatabase['db']) {
  const [row] = await db
    .insert(s.sites)
    .values({
      slug: 'delivery',
      name: 'Delivery Motors',
      configOverrides: {
        brandOverrides: { kia: { delivery: { rateBands: [{ maxKm: 10, price: 50, region: 'Kia local' }] } } },
        itemTypeOverrides: {
          caravan: {
            delivery: { rateBands: [{ maxKm: null, price: 1800, region: 'Caravan transport to {state}' }] },
          },
        },
      },
    })
    .returning();
  const siteId = row!.id;
  const dealers = await db
    .insert(s.dealerships)
    .values([
      { siteId, slug: 'north', name: 'North Motors' },
      {
        siteId,
        slug: 'west',
        name: 'West Motors',
        configOverrides: {
          delivery: { rateBands: [{ maxKm: null, price: 99, region: 'West Motors to {postcode}' }] },
        },
      },
    ])
    .returning();
  const yards = await db
    .insert(s.locations)
    .values(
      YARDS.map(({ dealer, ...yard }) => ({
        siteId,
        dealershipId: dealers[dealer]!.id,
        name: yard.slug,
        ...yard,
      })),
    )
    .returning();
  for (const [n, { key, yard, ...fields }] of CARS.entries()) {
    const [vehicle] = await db
      .insert(s.vehicles)
      .values({
        siteId,
        dealershipId: yards[yard]!.dealershipId,
        locationId: yards[yard]!.id,
        slug: `car-${key}`,
        stocknum: `S${n}`,
        year: 2022,
        model: 'Model',
        carType: 'used',
        ...fields,
      })
      .returning({ id: s.vehicles.id });
    car[key] = vehicle!.id;
  }
  return { id: siteId, slug: 'delivery' };
}

beforeAll(async () => {
  site = await insertSite(test.db);
});
afterEach(() => vi.restoreAllMocks());

const price = (query: string, options?: Parameters<typeof handleDeliveryPriceApi>[3]) =>
  handleDeliveryPriceApi(test.db, site, new URLSearchParams(query), options);

describe('handleDeliveryPriceApi with the built-in provider (G-13)', () => {
  it("prices from the car's yard with the platform's rate table", async () => {
    // Newcastle West → Sydney 2000 is 116.5 km; → Perth 6000 is 3354.5 km.
    expect(await price(`postcode=2000&car_id=${car.newcastle}`)).toEqual({
      status: 200,
      body: { price: 300, region: 'Metro and surrounds' },
    });
    expect(await price(`postcode=6000&car_id=${car.newcastle}`)).toEqual({
      status: 200,
      body: { price: 2200, region: 'Remote WA' },
    });
  });

  it('places a yard without a stored point by its postcode', async () => {
    expect(await price(`postcode=5000&car_id=${car.adelaide}`)).toEqual({
      status: 200,
      body: { price: 150, region: 'Local area' },
    });
  });

  it("uses the car's dealership layer, brand override and item-type override", async () => {
    expect((await price(`postcode=2000&car_id=${car.west}`)).body).toEqual({
      price: 99,
      region: 'West Motors to 2000',
    });
    expect((await price(`postcode=2302&car_id=${car.kia}`)).body).toEqual({ price: 50, region: 'Kia local' });
    expect((await price(`postcode=4000&car_id=${car.caravan}`)).body).toEqual({
      price: 1800,
      region: 'Caravan transport to QLD',
    });
  });

  it('answers no estimate for an unknown postcode, beyond the table or from a yard that cannot be placed (G-11)', async () => {
    const noEstimate = { status: 200, body: { price: null, region: null } };
    expect(await price(`postcode=0000&car_id=${car.newcastle}`)).toEqual(noEstimate);
    expect(await price(`postcode=2000&car_id=${car.kia}`)).toEqual(noEstimate);
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    expect(await price(`postcode=2000&car_id=${car.nowhere}`)).toEqual(noEstimate);
    expect(warn).toHaveBeenCalledWith(
      { siteId: expect.any(Number), carId: car.nowhere },
      'delivery price: the car is at a location without a point or postcode',
    );
  });
});

describe('handleDeliveryPriceApi: requests it refuses', () => {
  it("is a 400 'Please enter a postcode.' for a missing or empty postcode (G-10)", async () => {
    const expected = {
      status: 400,
      body: { error: 'Please enter a postcode.', fieldErrors: { postcode: 'Please enter a postcode.' } },
    };
    expect(await price(`car_id=${car.newcastle}`)).toEqual(expected);
    expect(await price(`postcode=&car_id=${car.newcastle}`)).toEqual(expected);
  });

  it('is a 400 naming each field for a malformed postcode or car id', async () => {
    expect(await price('postcode=20a0&car_id=x')).toEqual({
      status: 400,
      body: {
        error: 'Please enter a 4-digit postcode.',
        fieldErrors: { postcode: 'Please enter a 4-digit postcode.', car_id: 'Please choose a car.' },
      },
    });
  });

  it('is a 404 for a car this site does not have', async () => {
    expect(await price('postcode=2000&car_id=999999')).toEqual({
      status: 404,
      body: { error: CAR_NOT_FOUND },
    });
    const other = { id: site.id + 1000, slug: 'other' };
    expect(
      await handleDeliveryPriceApi(
        test.db,
        other,
        new URLSearchParams(`postcode=2000&car_id=${car.newcastle}`),
      ),
    ).toEqual({
      status: 404,
      body: { error: CAR_NOT_FOUND },
    });
  });
});

describe('handleDeliveryPriceApi: provider failures', () => {
  const failing = (error: Error): DeliveryQuoteProvider => ({
    name: 'http',
    quote: async () => {
      throw error;
    },
  });

  it('is a 503, logged with its cause, when the provider cannot answer', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    const cause = new Error('ECONNREFUSED');
    const response = await price(`postcode=2000&car_id=${car.newcastle}`, {
      providerFor: () =>
        failing(new DeliveryQuoteUnavailableError('Delivery quotes could not be reached', { cause })),
    });
    expect(response).toEqual({ status: 503, body: { error: DELIVERY_PRICE_UNAVAILABLE } });
    expect(logged).toHaveBeenCalledWith(
      {
        siteId: expect.any(Number),
        provider: 'http',
        err: expect.objectContaining({ message: 'Delivery quotes could not be reached', cause }),
      },
      'delivery price failed',
    );
  });

  it('hands the provider the buyer postcode and the yard, and rethrows bugs', async () => {
    const seen: unknown[] = [];
    const recording: DeliveryQuoteProvider = {
      name: 'http',
      quote: async (request) => {
        seen.push(request);
        return { price: 10, region: 'R' };
      },
    };
    expect(
      (await price(`postcode=2000&car_id=${car.newcastle}`, { providerFor: () => recording })).body,
    ).toEqual({
      price: 10,
      region: 'R',
    });
    expect(seen).toEqual([{ postcode: '2000', origin: { postcode: '2302', lat: -32.9266, lng: 151.763 } }]);
    await expect(
      price(`postcode=2000&car_id=${car.newcastle}`, { providerFor: () => failing(new TypeError('a bug')) }),
    ).rejects.toThrow('a bug');
  });

  it('is a 499 when the browser dropped the request', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted: DeliveryQuoteProvider = {
      name: 'http',
      quote: async () => {
        throw new DOMException('aborted', 'AbortError');
      },
    };
    expect(
      await price(`postcode=2000&car_id=${car.newcastle}`, {
        providerFor: () => aborted,
        signal: controller.signal,
      }),
    ).toEqual({ status: 499, body: { error: 'Request aborted' } });
  });
});
