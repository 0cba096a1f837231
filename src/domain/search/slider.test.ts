import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampRange,
  moveSliderHandle,
  rangeRefinement,
  roundSliderValue,
  SLIDER_DEFAULT_MAX,
  sliderBounds,
  sliderHandles,
  sliderRoundingUnit,
  sliderStep,
} from './slider';

const bounds = { min: 5000, max: 80000 };

describe('C-43 roundSliderValue: price and km round to the nearest 1000', () => {
  it("roundSliderValue('price', 12499) = 12000", () => {
    expect(roundSliderValue('price', 12499)).toBe(12000);
    expect(roundSliderValue('price', 12500)).toBe(13000);
    expect(roundSliderValue('km', 87654)).toBe(88000);
  });

  it('does not round year or weekly price', () => {
    expect(roundSliderValue('year', 2017)).toBe(2017);
    expect(roundSliderValue('weekly_price_range', 123)).toBe(123);
  });

  it('sliderRoundingUnit is 1000 for price and km, 1 otherwise', () => {
    expect(sliderRoundingUnit('price')).toBe(1000);
    expect(sliderRoundingUnit('km')).toBe(1000);
    expect(sliderRoundingUnit('year')).toBe(1);
    expect(sliderRoundingUnit('weekly_price_range')).toBe(1);
  });
});

describe('C-46 a value below the minimum or above the maximum is ignored and logged', () => {
  it('ignores a typed value outside the bounds and says why', () => {
    const handles = { min: 5000, max: 80000 };
    const below = moveSliderHandle('price', handles, 'min', 4999, bounds);
    expect(below).toMatchObject({ kind: 'ignored', ignored: { reason: 'below_min', value: 4999 } });
    const above = moveSliderHandle('price', handles, 'max', 80001, bounds);
    expect(above).toMatchObject({ kind: 'ignored', ignored: { reason: 'above_max' } });
    expect(moveSliderHandle('price', handles, 'max', Number.NaN, bounds)).toMatchObject({
      ignored: { reason: 'not_a_number' },
    });
    if (above.kind === 'ignored') expect(above.ignored.message).toContain('80001');
  });

  it('ignores out-of-range URL values and puts the handle on the bound (C-45)', () => {
    const { handles, ignored } = sliderHandles('price', { min: 1000, max: 30000 }, bounds);
    expect(handles).toEqual({ min: 5000, max: 30000 });
    expect(ignored).toHaveLength(1);
  });
});

describe('C-45 with no range in the URL the handles sit on the facet min and max', () => {
  it('uses the bounds', () => {
    expect(sliderHandles('km', undefined, bounds)).toEqual({ handles: bounds, ignored: [] });
  });
});

describe('C-47 clampRange: min never above max, max never below min', () => {
  it('stops the moved handle at the other', () => {
    expect(clampRange({ min: 50000, max: 40000 }, 'min')).toEqual({ min: 40000, max: 40000 });
    expect(clampRange({ min: 50000, max: 40000 }, 'max')).toEqual({ min: 50000, max: 50000 });
    expect(clampRange({ min: 1, max: 2 }, 'min')).toEqual({ min: 1, max: 2 });
  });

  it('keeps min ≤ max whatever the handles do', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer(),
        fc.constantFrom('min' as const, 'max' as const),
        (a, b, moved) => {
          const out = clampRange({ min: a, max: b }, moved);
          expect(out.min).toBeLessThanOrEqual(out.max);
          expect(moved === 'min' ? out.max : out.min).toBe(moved === 'min' ? b : a);
        },
      ),
    );
  });

  it('applies a move: rounded, inside the bounds, stopped at the other handle', () => {
    const handles = { min: 10000, max: 20000 };
    expect(moveSliderHandle('price', handles, 'min', 12499, bounds)).toEqual({
      kind: 'applied',
      handles: { min: 12000, max: 20000 },
    });
    expect(moveSliderHandle('price', handles, 'min', 25000, bounds)).toMatchObject({
      handles: { min: 20000, max: 20000 },
    });
    expect(moveSliderHandle('price', handles, 'max', 79600, bounds)).toMatchObject({
      handles: { min: 10000, max: 80000 },
    });
    expect(
      moveSliderHandle('price', { min: 5000, max: 79000 }, 'max', 79700, { min: 5000, max: 79700 }),
    ).toMatchObject({
      handles: { max: 79700 },
    });
  });
});

describe('a value on a bound stays on the bound (no filter), unrounded', () => {
  it('keeps 12,990 and 87,250 instead of rounding them to 13,000 and 87,000', () => {
    const odd = { min: 12990, max: 87250 };
    const handles = { min: 20000, max: 60000 };
    expect(moveSliderHandle('price', handles, 'min', 12990, odd)).toEqual({
      kind: 'applied',
      handles: { min: 12990, max: 60000 },
    });
    expect(moveSliderHandle('km', handles, 'max', 87250, odd)).toEqual({
      kind: 'applied',
      handles: { min: 20000, max: 87250 },
    });
    expect(moveSliderHandle('price', handles, 'min', 13400, odd)).toEqual({
      kind: 'applied',
      handles: { min: 13000, max: 60000 },
    });
  });
});

describe('C-48 the default max is 100000 when the facet max is unknown', () => {
  it('falls back to 0..100000', () => {
    expect(SLIDER_DEFAULT_MAX).toBe(100000);
    expect(sliderBounds(null)).toEqual({ min: 0, max: 100000 });
    expect(sliderBounds({ min: 3, max: 9 })).toEqual({ min: 3, max: 9 });
  });
});

describe('C-49 sliderStep = max(1, round((max − min) / 100))', () => {
  it('sliderStep(0, 100000) = 1000', () => {
    expect(sliderStep(0, 100000)).toBe(1000);
    expect(sliderStep(2005, 2025)).toBe(1);
    expect(sliderStep(0, 150)).toBe(2);
    expect(sliderStep(7, 7)).toBe(1);
  });
});

describe('rangeRefinement: handles on the bounds are no filter', () => {
  it('leaves sides at the bounds open', () => {
    expect(rangeRefinement(bounds, bounds)).toBeUndefined();
    expect(rangeRefinement({ min: 6000, max: 80000 }, bounds)).toEqual({ min: 6000 });
    expect(rangeRefinement({ min: 5000, max: 9000 }, bounds)).toEqual({ max: 9000 });
  });
});
