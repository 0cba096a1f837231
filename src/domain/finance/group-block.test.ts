import { describe, expect, it } from 'vitest';
import { financeSchema } from '@/config/schema/finance';
import {
  GROUP_TERM_SLIDER,
  clampInput,
  groupDepositSlider,
  groupInterestSlider,
  groupResidualSlider,
  purchasePriceBounds,
  purchasePriceMessage,
  typedPurchasePrice,
} from './group-block';

const finance = (input: object = {}) => financeSchema.parse(input);

describe('F-44 purchase price bounds', () => {
  it('1000 to 250000 by default', () => {
    expect(purchasePriceBounds(finance())).toEqual({ min: 1000, max: 250000 });
  });

  it('5000 for one provider or brand', () => {
    expect(purchasePriceBounds(finance({ groupBlock: { purchasePriceMin: 5000 } }))).toEqual({
      min: 5000,
      max: 250000,
    });
  });
});

describe('F-45 purchasePriceMessage', () => {
  it('currency-formatted min and max', () => {
    expect(purchasePriceMessage(finance())).toBe('Cannot be less than $1,000 or more than $250,000');
    expect(purchasePriceMessage(finance({ groupBlock: { purchasePriceMin: 5000 } }))).toBe(
      'Cannot be less than $5,000 or more than $250,000',
    );
  });
});

describe('F-46 typedPurchasePrice', () => {
  const message = 'Cannot be less than $1,000 or more than $250,000';

  it('zero or negative becomes 0 with the F-45 message', () => {
    expect(typedPurchasePrice(-500, finance())).toEqual({ value: 0, message });
    expect(typedPurchasePrice(0, finance())).toEqual({ value: 0, message });
    expect(typedPurchasePrice(Number.NaN, finance())).toEqual({ value: 0, message });
  });

  it('out of range keeps the typed value and shows the message', () => {
    expect(typedPurchasePrice(999, finance())).toEqual({ value: 999, message });
    expect(typedPurchasePrice(250001, finance())).toEqual({ value: 250001, message });
  });

  it('in range, both ends included, shows nothing', () => {
    expect(typedPurchasePrice(1000, finance())).toEqual({ value: 1000, message: null });
    expect(typedPurchasePrice(250000, finance())).toEqual({ value: 250000, message: null });
  });
});

describe('F-50 clampInput', () => {
  const bounds = { min: 1000, max: 250000 };

  it('above the max → the max', () => {
    expect(clampInput(300000, bounds)).toBe(250000);
  });

  it('at or below the min → the min', () => {
    expect(clampInput(1000, bounds)).toBe(1000);
    expect(clampInput(0, bounds)).toBe(1000);
    expect(clampInput(-20, bounds)).toBe(1000);
  });

  it('inside is kept', () => {
    expect(clampInput(45000, bounds)).toBe(45000);
  });
});

describe('F-47..F-49 sliders', () => {
  it('F-47 term 1..7 step 0.5 default 5', () => {
    expect(GROUP_TERM_SLIDER).toEqual({ min: 1, max: 7, step: 0.5, defaultValue: 5 });
  });

  it('F-48 interest 0.5..15 step 0.5 default 10; provider and brand ranges', () => {
    expect(groupInterestSlider(finance())).toEqual({ min: 0.5, max: 15, step: 0.5, defaultValue: 10 });
    expect(groupInterestSlider(finance({ groupBlock: { interestRange: { min: 7.5, max: 14.5 } } }))).toEqual({
      min: 7.5,
      max: 14.5,
      step: 0.5,
      defaultValue: 10,
    });
    expect(groupInterestSlider(finance({ groupBlock: { interestRange: { min: 4, max: 20 } } })).min).toBe(4);
  });

  it('F-49 deposit/trade-in and residual 0..250000 step 0.5', () => {
    expect(groupDepositSlider(finance())).toEqual({ min: 0, max: 250000, step: 0.5, defaultValue: 0 });
    expect(groupResidualSlider(finance())).toEqual({ min: 0, max: 250000, step: 0.5, defaultValue: 0 });
  });
});
