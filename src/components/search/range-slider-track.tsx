'use client';

import * as Slider from '@radix-ui/react-slider';
import type { KeyboardEvent } from 'react';
import { sliderStep, type SliderBounds, type SliderHandle, type SliderHandles } from '@/domain/search/slider';

const ROOT_CLASS = 'relative flex h-10 touch-none items-center select-none';
const TRACK_CLASS = 'relative h-1.5 grow rounded-full bg-foreground/10';

/**
 * The track alone, the same size, until the script runs: the handles only move with a script, and Radix's
 * server markup of hidden handles and inputs is about 1.5 KB a slider in each search page (decision 041).
 */
export function TrackBeforeScript() {
  return (
    <div className={ROOT_CLASS}>
      <div className={TRACK_CLASS} />
    </div>
  );
}

const THUMB_CLASS =
  'relative block size-6 cursor-grab rounded-full border-2 border-primary bg-background shadow ' +
  'after:absolute after:-inset-2 active:cursor-grabbing data-[disabled]:opacity-50';

type RangeSliderTrackProps = {
  /** The group's label, e.g. 'Price': the handles are 'Minimum price' and 'Maximum price'. */
  label: string;
  handles: SliderHandles;
  bounds: SliderBounds;
  /** A single value: nothing to filter, so the handles are disabled. */
  isFixed: boolean;
  formatValue: (value: number) => string;
  onThumbValues: (values: number[]) => void;
  onThumbKey: (handle: SliderHandle) => (event: KeyboardEvent) => void;
};

/** The two handles on their track (Radix), once the script runs. */
export function RangeSliderTrack(props: RangeSliderTrackProps) {
  const { label, handles, bounds, isFixed, formatValue, onThumbKey } = props;
  const thumb = (handle: SliderHandle, name: string) => (
    <Slider.Thumb
      className={THUMB_CLASS}
      aria-label={`${name} ${label.toLowerCase()}`}
      aria-valuetext={formatValue(handles[handle])}
      onKeyDown={onThumbKey(handle)}
    />
  );
  return (
    <Slider.Root
      className={ROOT_CLASS}
      min={bounds.min}
      // A zero width cannot be divided: the one value sits on a track one unit wide.
      max={isFixed ? bounds.min + 1 : bounds.max}
      step={sliderStep(bounds.min, bounds.max)}
      value={[handles.min, handles.max]}
      // Equal handles: let Radix pick the thumb by drag direction, or the pair could only move left.
      preserveThumbOrder={handles.min !== handles.max}
      disabled={isFixed}
      onValueChange={props.onThumbValues}
    >
      <Slider.Track className={TRACK_CLASS}>
        <Slider.Range className="absolute h-full rounded-full bg-primary" />
      </Slider.Track>
      {thumb('min', 'Minimum')}
      {thumb('max', 'Maximum')}
    </Slider.Root>
  );
}
