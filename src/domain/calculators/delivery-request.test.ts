import { describe, expect, it } from 'vitest';
import { deliveryPriceParamsSchema, deliveryPriceResponseSchema, deliveryPriceUrl } from './delivery-request';

const messages = (input: Record<string, string | undefined>) => {
  const parsed = deliveryPriceParamsSchema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('deliveryPriceParamsSchema', () => {
  it('reads a 4-digit postcode and a numeric car id', () => {
    expect(deliveryPriceParamsSchema.parse({ postcode: ' 2000 ', car_id: '12' })).toEqual({
      postcode: '2000',
      car_id: 12,
    });
  });

  it("answers 'Please enter a postcode.' for a missing or empty postcode (G-10)", () => {
    expect(messages({ car_id: '1' })).toEqual(['postcode: Please enter a postcode.']);
    expect(messages({ postcode: '  ', car_id: '1' })).toEqual(['postcode: Please enter a postcode.']);
  });

  it('answers a 4-digit message for any other postcode', () => {
    for (const postcode of ['200', '20000', '2a00', '-200']) {
      expect(messages({ postcode, car_id: '1' })).toEqual(['postcode: Please enter a 4-digit postcode.']);
    }
  });

  it('rejects a missing or non-numeric car id', () => {
    for (const input of [
      {},
      { car_id: '' },
      { car_id: '0' },
      { car_id: '1.5' },
      { car_id: 'car-1' },
      { car_id: '1234567890' },
    ]) {
      expect(messages({ postcode: '2000', ...input })).toEqual(['car_id: Please choose a car.']);
    }
  });
});

describe('deliveryPriceResponseSchema', () => {
  it('accepts a price with a region, or no estimate', () => {
    expect(deliveryPriceResponseSchema.parse({ price: 650, region: 'Regional NSW' })).toEqual({
      price: 650,
      region: 'Regional NSW',
    });
    expect(deliveryPriceResponseSchema.parse({ price: null, region: null })).toEqual({
      price: null,
      region: null,
    });
    expect(deliveryPriceResponseSchema.safeParse({ price: 650 }).success).toBe(false);
    expect(deliveryPriceResponseSchema.safeParse({ error: 'x' }).success).toBe(false);
  });
});

describe('deliveryPriceUrl (G-13 proposal)', () => {
  it('is /api/delivery-price with the postcode and car id', () => {
    expect(deliveryPriceUrl(12, '2000')).toBe('/api/delivery-price?postcode=2000&car_id=12');
  });
});
