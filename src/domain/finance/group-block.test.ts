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
  purchasePriceRefusal,
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

describe('F-46 purchasePriceRefusal (decision 071)', () => {
  it('refuses zero, a negative or not a number, with a message', () => {
    for (const typed of [0, -500, -0.01, Number.NaN])
      expect(purchasePriceRefusal(typed)).toBe(
        'Enter a purchase price of more than $0; the price has not changed.',
      );
  });

  it('accepts any positive price (the range is F-45/F-50’s business)', () => {
    for (const typed of [0.01, 999, 1000, 250001]) expect(purchasePriceRefusal(typed)).toBeNull();
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
