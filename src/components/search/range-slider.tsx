'use client';

import * as Slider from '@radix-ui/react-slider';
import { useEffect, useEffectEvent, useId, useState, type KeyboardEvent } from 'react';
import type { StatsAttribute } from '@/domain/search/attributes';
import {
  sliderBounds,
  sliderHandles,
  sliderStep,
  type SliderHandle,
  type SliderHandles,
} from '@/domain/search/slider';
import type { NumericRange, RangeStats } from '@/domain/search/state';
import {
  applyKey,
  applyThumbValues,
  applyTypedValue,
  changeSession,
  createCommitScheduler,
  isSliderKey,
  resyncSession,
  settleSession,
  startSession,
} from './range-slider-model';
import { RangeSliderInput } from './range-slider-input';
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

const ROOT_CLASS = 'relative flex h-10 touch-none items-center select-none';
const TRACK_CLASS = 'relative h-1.5 grow rounded-full bg-foreground/10';

/**
 * The track alone, the same size, until the script runs: the handles only move with a script, and Radix's
 * server markup of hidden handles and inputs is about 1.5 KB a slider in every search page's HTML (issue 14).
 */
function TrackBeforeScript() {
  return (
    <div className={ROOT_CLASS}>
      <div className={TRACK_CLASS} />
    </div>
  );
}

const THUMB_CLASS =
  'relative block size-6 cursor-grab rounded-full border-2 border-primary bg-background shadow ' +
  'after:absolute after:-inset-2 active:cursor-grabbing data-[disabled]:opacity-50';

/** C-42..C-50: a two-handle range filter with Min/Max boxes; the URL follows 400 ms after the last change. */
export function RangeSlider({ attribute, label, stats, range, formatValue, onCommit }: RangeSliderProps) {
  const props = { attribute, range, stats };
  const [stored, setStored] = useState(() => startSession(props));
  const [scheduler] = useState(() => createCommitScheduler());
  const labelId = useId();
  const hydrated = useHydrated();
  const session = resyncSession(stored, props);
  if (session !== stored) setStored(session);
  // The session's bounds, not the props': they only move with the handles, never under the buyer's finger.
  const { handles, bounds } = session;
  // A single car has a single value: nothing to filter, and the slider cannot divide by a zero width.
  const isFixed = bounds.max <= bounds.min;

  const settle = useEffectEvent(() => {
    const { session: settled, decision } = settleSession(session, props);
    setStored(settled);
    if (decision.kind === 'commit') onCommit(decision.range);
  });
  useEffect(() => {
    if (session.revision > 0) scheduler.restart(() => settle());
  }, [session.revision, scheduler]);
  useEffect(() => () => scheduler.cancel(), [scheduler]);
  // C-46: a URL bound outside the facet stats leaves its handle on the bound; say so in the console only.
  const ignoredUrlValues = sliderHandles(attribute, range, sliderBounds(stats))
    .ignored.map((problem) => problem.message)
    .join('; ');
  useEffect(() => {
    if (ignoredUrlValues !== '') console.warn(`Range slider: ${ignoredUrlValues}`);
  }, [ignoredUrlValues]);

  const apply = (next: SliderHandles | null) => {
    if (next !== null) setStored(changeSession(session, next));
  };
  const onType = (handle: SliderHandle, text: string) => {
    const change = applyTypedValue(attribute, handles, handle, text, bounds);
    // C-46/C-50: the box just shows the handle again; the reason goes to the console, not the buyer.
    if (change.kind === 'ignored') console.warn(`Range slider: ${change.ignored.message}`);
    else setStored(changeSession(session, change.handles));
  };
  const onThumbKey = (handle: SliderHandle) => (event: KeyboardEvent) => {
    if (!isSliderKey(event.key)) return;
    // Ours replaces Radix's: its steps can round back to where they started (see keyboardStep), and its
    // Home/End move the first/last thumb whichever one has focus.
    event.preventDefault();
    apply(applyKey(attribute, handles, handle, event, bounds));
  };
  const thumb = (handle: SliderHandle, name: string) => (
    <Slider.Thumb
      className={THUMB_CLASS}
      aria-label={`${name} ${label.toLowerCase()}`}
      aria-valuetext={formatValue(handles[handle])}
      onKeyDown={onThumbKey(handle)}
    />
  );

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
        <Slider.Root
          className={ROOT_CLASS}
          min={bounds.min}
          max={isFixed ? bounds.min + 1 : bounds.max}
          step={sliderStep(bounds.min, bounds.max)}
          value={[handles.min, handles.max]}
          // Equal handles: let Radix pick the thumb by drag direction, or the pair could only move left.
          preserveThumbOrder={handles.min !== handles.max}
          disabled={isFixed}
          onValueChange={(values) => apply(applyThumbValues(attribute, handles, values, bounds))}
        >
          <Slider.Track className={TRACK_CLASS}>
            <Slider.Range className="absolute h-full rounded-full bg-primary" />
          </Slider.Track>
          {thumb('min', 'Minimum')}
          {thumb('max', 'Maximum')}
        </Slider.Root>
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
