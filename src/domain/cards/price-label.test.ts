import { describe, expect, it } from 'vitest';
import { formatPriceLabel, type PricedCar } from './price-label';

const car: PricedCar = {
  price: 30000,
  beforePrice: null,
  subscriptionPrice: null,
  preorder: false,
  priceType: null,
};
const config = { subscriptionsEnabled: false, noPriceText: 'Enquire for price.' };

describe('D-44 price display, first match wins', () => {
  it('(1) the subscription price when subscriptions are on and it is above 0', () => {
    const label = formatPriceLabel(
      { ...car, subscriptionPrice: 120 },
      { ...config, subscriptionsEnabled: true },
    );
    expect(label).toEqual({ kind: 'subscription', text: '$120 / week', wasPrice: null, priceType: null });
  });

  it('skips the subscription price when subscriptions are off or it is 0', () => {
    expect(formatPriceLabel({ ...car, subscriptionPrice: 120 }, config).text).toBe('$30,000');
    const zero = formatPriceLabel(
      { ...car, subscriptionPrice: 0 },
      { ...config, subscriptionsEnabled: true },
    );
    expect(zero.text).toBe('$30,000');
  });

  it("(2) the price when above 10, formatted '$30,000'", () => {
    expect(formatPriceLabel(car, config)).toMatchObject({ kind: 'price', text: '$30,000' });
  });

  it("(3) 'PREORDER' when preorder and no price", () => {
    expect(formatPriceLabel({ ...car, price: 0, preorder: true }, config).text).toBe('PREORDER');
  });

  it("(4) the no-price text, default 'Enquire for price.'", () => {
    expect(formatPriceLabel({ ...car, price: 0 }, config)).toMatchObject({
      kind: 'noPrice',
      text: 'Enquire for price.',
    });
  });
});

describe('D-45 the threshold is strictly above 10', () => {
  it('10 shows the no-price text, 11 shows the price', () => {
    expect(formatPriceLabel({ ...car, price: 10 }, config).text).toBe('Enquire for price.');
    expect(formatPriceLabel({ ...car, price: 11 }, config).text).toBe('$11');
  });
});

describe("D-46/C-59 a subscription price reads '${amount} / week'", () => {
  it('uses whole dollars with separators', () => {
    const on = { ...config, subscriptionsEnabled: true };
    expect(formatPriceLabel({ ...car, subscriptionPrice: 1250 }, on).text).toBe('$1,250 / week');
  });
});

describe('D-47 the was-price shows when before_price is greater than the price', () => {
  it('shows it only when greater', () => {
    expect(formatPriceLabel({ ...car, beforePrice: 32000 }, config).wasPrice).toBe('$32,000');
    expect(formatPriceLabel({ ...car, beforePrice: 30000 }, config).wasPrice).toBeNull();
    expect(formatPriceLabel({ ...car, beforePrice: 28000 }, config).wasPrice).toBeNull();
  });

  it('does not show beside a no-price label', () => {
    expect(formatPriceLabel({ ...car, price: 0, beforePrice: 32000 }, config).wasPrice).toBeNull();
  });
});

describe("D-48/X-12 a site may show a 0 price as 'Enquire'", () => {
  it('uses noPriceText', () => {
    expect(formatPriceLabel({ ...car, price: 0 }, { ...config, noPriceText: 'Enquire' }).text).toBe(
      'Enquire',
    );
  });
});

describe('C-60 the price type is price_type verbatim', () => {
  it("shows 'Drive Away' beside the price, nothing when blank", () => {
    expect(formatPriceLabel({ ...car, priceType: 'Drive Away' }, config).priceType).toBe('Drive Away');
    expect(formatPriceLabel({ ...car, priceType: ' ' }, config).priceType).toBeNull();
    expect(formatPriceLabel({ ...car, price: 0, priceType: 'Drive Away' }, config).priceType).toBeNull();
  });
});
