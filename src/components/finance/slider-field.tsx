'use client';

import * as Slider from '@radix-ui/react-slider';
import { useId } from 'react';
import { INPUT_CLASS, LABEL_CLASS } from '@/components/ui/calculator-styles';
import { useTypedSliderValue } from './use-typed-slider-value';

type SliderFieldProps = {
  label: string;
  /** The slider's position. */
  value: number;
  range: { min: number; max: number; step: number };
  disabled?: boolean;
  /** What the value means to the buyer ('$30,000', '6 years'): the handle's spoken value. */
  describe: (value: number) => string;
  /** The number the box shows for a position, and the position a typed number moves to (F-5 term options). */
  toBox?: (value: number) => number;
  fromBox?: (typed: number) => number;
  /** F-45: said under the box when a typed value was outside the range (it is still moved inside, F-50). */
  outOfRangeMessage?: string;
  /** A typed value this refuses (its message) leaves the value as it was and says why (F-46, decision 071). */
  refusal?: (typed: number) => string | null;
  onChange: (value: number) => void;
};

const THUMB_CLASS =
  'relative block size-6 cursor-grab rounded-full border-2 border-primary bg-background shadow ' +
  'after:absolute after:-inset-2 active:cursor-grabbing data-[disabled]:cursor-not-allowed';

type SliderTrackProps = {
  value: number;
  range: SliderFieldProps['range'];
  disabled: boolean;
  labelId: string;
  valueText: string;
  onSlide: (values: number[]) => void;
};

function SliderTrack({ value, range, disabled, labelId, valueText, onSlide }: SliderTrackProps) {
  return (
    <Slider.Root
      value={[value]}
      min={range.min}
      max={range.max}
      step={range.step}
      disabled={disabled}
      onValueChange={onSlide}
      className="relative flex h-11 touch-none items-center select-none data-[disabled]:opacity-60"
    >
      <Slider.Track className="relative h-1.5 grow rounded-full bg-foreground/15">
        <Slider.Range className="absolute h-full rounded-full bg-primary" />
      </Slider.Track>
      <Slider.Thumb aria-labelledby={labelId} aria-valuetext={valueText} className={THUMB_CLASS} />
    </Slider.Root>
  );
}

/**
 * F-1: a keyboard-operable slider (Radix: arrows, Page Up/Down, Home/End) with a visible number box. A typed
 * value applies on Enter or when the box loses focus, moved into the range and onto a step; anything that is not
 * a number puts the box back.
 */
export function SliderField(props: SliderFieldProps) {
  const { label, value, range, disabled = false, describe } = props;
  const toBox = props.toBox ?? ((position: number) => position);
  const fromBox = props.fromBox ?? ((typed: number) => typed);
  const box = useTypedSliderValue({ ...props, toBox, fromBox });
  const labelId = useId();
  const inputId = useId();
  const messageId = useId();
  const { message } = box;
  const showsMessage = message !== undefined;

  return (
    <div className="space-y-2">
      <div className="flex items-end justify-between gap-3">
        <span id={labelId} className={LABEL_CLASS}>
          {label}
        </span>
        <label htmlFor={inputId} className="sr-only">
          {label}, typed
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          readOnly={disabled}
          value={box.text}
          onChange={(event) => box.setDraft(event.target.value)}
          onBlur={box.apply}
          onKeyDown={box.onKeyDown}
          aria-invalid={showsMessage || undefined}
          aria-describedby={showsMessage ? messageId : undefined}
          className={`${INPUT_CLASS} max-w-36 text-right`}
        />
      </div>
      {showsMessage ? (
        <p id={messageId} role="alert" className="text-sm font-semibold text-red-700">
          {message}
        </p>
      ) : null}
      <SliderTrack
        value={value}
        range={range}
        disabled={disabled}
        labelId={labelId}
        valueText={describe(value)}
        onSlide={box.onSlide}
      />
    </div>
  );
}
