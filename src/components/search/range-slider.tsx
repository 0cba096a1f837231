'use client';

import { useId } from 'react';
import type { StatsAttribute } from '@/domain/search/attributes';
import type { NumericRange, RangeStats } from '@/domain/search/state';
import { RangeSliderInput } from './range-slider-input';
import { RangeSliderTrack, TrackBeforeScript } from './range-slider-track';
import { useRangeSliderSession } from './use-range-slider-session';
import { useHydrated } from '@/components/ui/use-hydrated';

export type RangeSliderProps = {
  attribute: StatsAttribute;
  /** Visible group label, e.g. 'Price'. */
  label: string;
  /** The engine's facet stats for this attribute (null = unknown → 0..100000). */
  stats: RangeStats;
  /** The URL state's range (undefined = no filter → handles on the bounds, C-45). */
  range: NumericRange | undefined;
  formatValue: (value: number) => string;
  /** Called 400 ms after the last change (C-44); undefined = no filter. */
  onCommit: (range: NumericRange | undefined) => void;
};

/** C-42..C-50: a two-handle range filter with Min/Max boxes; the URL follows 400 ms after the last change. */
export function RangeSlider({ attribute, label, stats, range, formatValue, onCommit }: RangeSliderProps) {
  const { handles, bounds, onThumbValues, onType, onThumbKey } = useRangeSliderSession({
    attribute,
    stats,
    range,
    onCommit,
  });
  const labelId = useId();
  const hydrated = useHydrated();
  // A single car has a single value: nothing to filter, and the slider cannot divide by a zero width.
  const isFixed = bounds.max <= bounds.min;

  return (
    <div role="group" aria-labelledby={labelId} className="space-y-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={labelId} className="font-semibold">
          {label}
        </h2>
        <p className="text-sm text-muted" data-testid={`range-${attribute}-values`}>
          {`${formatValue(handles.min)} – ${formatValue(handles.max)}`}
        </p>
      </div>
      {hydrated ? (
        <RangeSliderTrack
          label={label}
          handles={handles}
          bounds={bounds}
          isFixed={isFixed}
          formatValue={formatValue}
          onThumbValues={onThumbValues}
          onThumbKey={onThumbKey}
        />
      ) : (
        <TrackBeforeScript />
      )}
      <div className="range-boxes">
        {(['min', 'max'] as const).map((handle) => (
          <RangeSliderInput
            key={handle}
            name={handle === 'min' ? 'Min' : 'Max'}
            label={label}
            value={handles[handle]}
            disabled={isFixed}
            onApply={(text) => onType(handle, text)}
          />
        ))}
      </div>
    </div>
  );
}
