import type { RangeAttribute } from './attributes';
import type { NumericRange, RangeStats } from './state';

/** C-48: the slider max when the facet max is unknown. */
export const SLIDER_DEFAULT_MAX = 100_000;
/** C-43: price and km round to the nearest 1000; year and weekly price are not rounded. */
export const SLIDER_ROUNDING = 1000;
const ROUNDED: readonly RangeAttribute[] = ['price', 'km'];

export type SliderBounds = { min: number; max: number };
/** Both handles always have a value; "no filter" is the handles sitting on the bounds. */
export type SliderHandles = { min: number; max: number };
export type SliderHandle = 'min' | 'max';

/** The unit values of this attribute round to: 1000 for price and km (C-43), else 1. */
export function sliderRoundingUnit(attribute: RangeAttribute): number {
  return ROUNDED.includes(attribute) ? SLIDER_ROUNDING : 1;
}

/** C-43 `roundSliderValue('price', 12499)` = 12000. */
export function roundSliderValue(attribute: RangeAttribute, value: number): number {
  const unit = sliderRoundingUnit(attribute);
  return unit === 1 ? value : Math.round(value / unit) * unit;
}

/** C-49: a hundredth of the range, rounded, and never 0 (a zero step would freeze the slider). */
export function sliderStep(min: number, max: number): number {
  return Math.max(1, Math.round((max - min) / 100));
}

/** C-45/C-48: the facet stats, or 0..100000 when the engine has none. */
export function sliderBounds(stats: RangeStats): SliderBounds {
  return stats ?? { min: 0, max: SLIDER_DEFAULT_MAX };
}

/** C-47 `clampRange`: the handle that moved stops at the other one. */
export function clampRange(handles: SliderHandles, moved: SliderHandle): SliderHandles {
  if (handles.min <= handles.max) return handles;
  return moved === 'min' ? { min: handles.max, max: handles.max } : { min: handles.min, max: handles.min };
}

/** C-46/C-50: an ignored value is reported to the caller, which logs it; the buyer sees nothing. */
export type SliderIgnored = {
  attribute: RangeAttribute;
  value: number;
  reason: 'below_min' | 'above_max' | 'not_a_number';
  message: string;
};

function outOfRange(attribute: RangeAttribute, value: number, bounds: SliderBounds): SliderIgnored | null {
  const reason = !Number.isFinite(value)
    ? 'not_a_number'
    : value < bounds.min
      ? 'below_min'
      : value > bounds.max
        ? 'above_max'
        : null;
  if (reason === null) return null;
  const message = `Ignored ${attribute} ${value}: outside ${bounds.min}..${bounds.max} (${reason})`;
  return { attribute, value, reason, message };
}

/** C-45/C-46: handles from the URL range; a missing side, or one outside the bounds, sits on the bound. */
export function sliderHandles(
  attribute: RangeAttribute,
  range: NumericRange | undefined,
  bounds: SliderBounds,
): { handles: SliderHandles; ignored: SliderIgnored[] } {
  const ignored: SliderIgnored[] = [];
  const side = (value: number | undefined, fallback: number) => {
    if (value === undefined) return fallback;
    const problem = outOfRange(attribute, value, bounds);
    if (problem) ignored.push(problem);
    return problem ? fallback : value;
  };
  const handles = { min: side(range?.min, bounds.min), max: side(range?.max, bounds.max) };
  return { handles: clampRange(handles, 'min'), ignored };
}

export type SliderChange =
  { kind: 'applied'; handles: SliderHandles } | { kind: 'ignored'; ignored: SliderIgnored };

/**
 * One handle moved or typed (C-42..C-47): out-of-range input is ignored; otherwise the value is rounded (price,
 * km), kept inside the bounds (rounding 12,600 up must not pass a 12,600 max) and stopped at the other handle.
 * A value exactly on a bound stays there unrounded: dragging the min handle to a 12,990 facet min means "no
 * minimum", and rounding it to 13,000 would quietly hide the cheapest car.
 */
export function moveSliderHandle(
  attribute: RangeAttribute,
  handles: SliderHandles,
  handle: SliderHandle,
  value: number,
  bounds: SliderBounds,
): SliderChange {
  const problem = outOfRange(attribute, value, bounds);
  if (problem) return { kind: 'ignored', ignored: problem };
  const onBound = value === bounds.min || value === bounds.max;
  const rounded = onBound
    ? value
    : Math.min(bounds.max, Math.max(bounds.min, roundSliderValue(attribute, value)));
  return { kind: 'applied', handles: clampRange({ ...handles, [handle]: rounded }, handle) };
}

/** What goes in the URL: a handle resting on its bound is no filter, so that side is left open. */
export function rangeRefinement(handles: SliderHandles, bounds: SliderBounds): NumericRange | undefined {
  const range: NumericRange = {};
  if (handles.min > bounds.min) range.min = handles.min;
  if (handles.max < bounds.max) range.max = handles.max;
  return range.min === undefined && range.max === undefined ? undefined : range;
}
