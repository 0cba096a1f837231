import { describe, expect, it } from 'vitest';
import { marketTooltip, showMarketTooltip } from './market-tooltip';

const market = { average_market_price: 30_000, state_average_market_price: 29_000 };

describe('showMarketTooltip (E-17)', () => {
  it('shows when the price is at least 500 below the average and below the state average', () => {
    expect(showMarketTooltip(29_500, { ...market, state_average_market_price: 29_501 })).toBe(true);
    expect(showMarketTooltip(28_000, market)).toBe(true);
  });

  it('hides when the price is less than 500 below the average', () => {
    expect(showMarketTooltip(29_501, { ...market, state_average_market_price: 40_000 })).toBe(false);
  });

  it('hides when the price is not below the state average (equal included)', () => {
    expect(showMarketTooltip(29_000, market)).toBe(false);
    expect(showMarketTooltip(29_400, { ...market, state_average_market_price: 29_400 })).toBe(false);
  });

  it('hides without either average or without a real price', () => {
    expect(showMarketTooltip(20_000, { ...market, average_market_price: null })).toBe(false);
    expect(showMarketTooltip(20_000, { ...market, state_average_market_price: null })).toBe(false);
    expect(showMarketTooltip(null, market)).toBe(false);
    expect(showMarketTooltip(0, market)).toBe(false);
  });
});

describe('marketTooltip (A-24 flag and text)', () => {
  it('gives the label and the saving when the site enables autograb', () => {
    expect(marketTooltip(28_000, market, true)).toEqual({
      label: 'Below market price',
      text: '$2,000 below the average market price of $30,000.',
    });
  });

  it('is off when the site does not enable autograb, or the rule fails', () => {
    expect(marketTooltip(28_000, market, false)).toBeNull();
    expect(marketTooltip(29_800, market, true)).toBeNull();
  });
});
