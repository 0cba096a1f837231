import { describe, expect, it } from 'vitest';
import { BUDGET_PRICE_SLIDER, moveBudgetPriceHandle } from './budget-price-slider';

describe('F-61/F-62 the budget price slider', () => {
  it('F-62 min 5000, max 250000, step 500', () => {
    expect(BUDGET_PRICE_SLIDER).toEqual({ min: 5000, max: 250000, step: 500 });
  });

  it('F-61 the lower handle cannot reach the upper', () => {
    const handles = { lower: 5000, upper: 20000 };
    expect(moveBudgetPriceHandle(handles, 'lower', 20000)).toEqual({ lower: 19999, upper: 20000 });
    expect(moveBudgetPriceHandle(handles, 'lower', 30000)).toEqual({ lower: 19999, upper: 20000 });
    expect(moveBudgetPriceHandle(handles, 'lower', 10000)).toEqual({ lower: 10000, upper: 20000 });
    expect(moveBudgetPriceHandle(handles, 'lower', 100)).toEqual({ lower: 5000, upper: 20000 });
  });

  it('F-61 and the reverse', () => {
    const handles = { lower: 15000, upper: 200000 };
    expect(moveBudgetPriceHandle(handles, 'upper', 15000)).toEqual({ lower: 15000, upper: 15001 });
    expect(moveBudgetPriceHandle(handles, 'upper', 9000)).toEqual({ lower: 15000, upper: 15001 });
    expect(moveBudgetPriceHandle(handles, 'upper', 300000)).toEqual({ lower: 15000, upper: 250000 });
    expect(moveBudgetPriceHandle(handles, 'upper', Number.NaN)).toEqual(handles);
  });
});
