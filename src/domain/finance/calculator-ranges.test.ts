import { describe, expect, it } from 'vitest';
import { financeSchema } from '@/config/schema/finance';
import {
  clampToRange,
  interestRange,
  loanAmountRange,
  reaching,
  termSliderModel,
  termSliderReaching,
  termSliderValue,
  termYearsAt,
  usableCarPrice,
} from './calculator-ranges';

const finance = (input: object = {}) => financeSchema.parse(input);

describe('F-2/F-3/F-4 loanAmountRange', () => {
  it('1000..100000 step 500 by default', () => {
    expect(loanAmountRange(finance(), 30000)).toEqual({ min: 1000, max: 100000, step: 500 });
  });

  it('F-2 a provider or brand group minimum of 5000 comes from config', () => {
    expect(loanAmountRange(finance({ loanAmount: { min: 5000 } }), null).min).toBe(5000);
  });

  it("F-3 'price105': a car priced above the max raises it to 105% of the price", () => {
    const group = finance({ loanAmount: { maxMode: 'price105' } });
    expect(loanAmountRange(group, 120000)).toEqual({ min: 1000, max: 126000, step: 500 });
    // Rounded up to a multiple of the step (proposal): 120100 × 1.05 = 126105.
    expect(loanAmountRange(group, 120100).max).toBe(126500);
  });

  it("F-3 'price105' keeps 100000 at or below it, and without a price", () => {
    const group = finance({ loanAmount: { maxMode: 'price105' } });
    expect(loanAmountRange(group, 100000).max).toBe(100000);
    expect(loanAmountRange(group, 80000).max).toBe(100000);
    expect(loanAmountRange(group, null).max).toBe(100000);
  });

  it("F-3 'fixed' ignores the price", () => {
    expect(loanAmountRange(finance(), 120000).max).toBe(100000);
  });
});

describe('usableCarPrice, clampToRange', () => {
  it('prices of 10 or less are placeholders', () => {
    expect([null, undefined, 0, 10, 10.5, Number.NaN, 25990].map(usableCarPrice)).toEqual([
      null,
      null,
      null,
      null,
      10.5,
      null,
      25990,
    ]);
  });

  it('clamps, and puts NaN on the minimum', () => {
    const range = { min: 1, max: 7 };
    expect([0, 1, 4.5, 7, 9, Number.NaN].map((value) => clampToRange(value, range))).toEqual([
      1, 1, 4.5, 7, 7, 1,
    ]);
  });
});

describe('F-5 termSliderModel', () => {
  it('1..7 years in steps of 0.5 by default', () => {
    expect(termSliderModel(finance())).toEqual({ kind: 'years', min: 1, max: 7, step: 0.5 });
  });

  it('to 5 for some dealers', () => {
    expect(termSliderModel(finance({ termMaxYears: 5 }))).toEqual({
      kind: 'years',
      min: 1,
      max: 5,
      step: 0.5,
    });
  });

  it('a year value is the term itself, clamped', () => {
    const model = termSliderModel(finance());
    expect(termYearsAt(model, 3.5)).toBe(3.5);
    expect(termYearsAt(model, 9)).toBe(7);
    expect(termSliderValue(model, 0.5)).toBe(1);
  });

  it('custom year increments: the slider moves by index through the list', () => {
    const model = termSliderModel(finance({ termYearOptions: [5, 1, 3, 7] }));
    expect(model).toEqual({ kind: 'options', min: 0, max: 3, step: 1, options: [1, 3, 5, 7] });
    expect([0, 1, 2, 3].map((index) => termYearsAt(model, index))).toEqual([1, 3, 5, 7]);
    expect(termYearsAt(model, 9)).toBe(7);
    expect(termSliderValue(model, 5)).toBe(2);
    expect(termSliderValue(model, 6)).toBe(2);
    expect(termSliderValue(model, 6.5)).toBe(3);
  });
});

describe('F-6/F-7 interestRange', () => {
  it('0.5–15 step 0.5, draggable, by default', () => {
    expect(interestRange(finance())).toEqual({ min: 0.5, max: 15, step: 0.5, disabled: false });
  });

  it('provider and dealer ranges come from config', () => {
    for (const [min, max] of [
      [1, 14.5],
      [5.99, 15.99],
      [7.5, 14.5],
      [9.95, 19.95],
      [4, 20],
    ] as const) {
      expect(interestRange(finance({ interestRange: { min, max } }))).toEqual({
        min,
        max,
        step: 0.5,
        disabled: false,
      });
    }
  });

  it('F-7 disabled for one group: shown, not draggable', () => {
    expect(interestRange(finance({ interestSliderDisabled: true })).disabled).toBe(true);
  });
});

describe('reaching: a slider widened to hold a quote’s starting value (decision 069)', () => {
  it('widens either end, and never narrows', () => {
    const range = { min: 9.95, max: 19.95, step: 0.05 };
    expect(reaching(range, 8.49)).toEqual({ min: 8.49, max: 19.95, step: 0.05 });
    expect(reaching(range, 21)).toEqual({ min: 9.95, max: 21, step: 0.05 });
    expect(reaching(range, 12)).toEqual(range);
  });

  it('adds a term the year options lack, in order, and keeps a slider of years', () => {
    const options = termSliderModel(finance({ termYearOptions: [1, 2, 3, 4, 5, 7] }));
    const withSix = termSliderReaching(options, 6);
    expect(withSix).toEqual({ kind: 'options', min: 0, max: 6, step: 1, options: [1, 2, 3, 4, 5, 6, 7] });
    expect(termYearsAt(withSix, termSliderValue(withSix, 6))).toBe(6);
    expect(termSliderReaching(options, 5)).toBe(options);
    expect(termSliderReaching(termSliderModel(finance({ termMaxYears: 5 })), 6)).toMatchObject({ max: 6 });
  });
});
