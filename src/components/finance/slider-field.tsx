'use client';

import * as Slider from '@radix-ui/react-slider';
import { useId, useState, type KeyboardEvent } from 'react';
import { INPUT_CLASS, LABEL_CLASS } from '@/components/ui/calculator-styles';
import { parseTypedAmount } from '@/domain/finance/typed-amount';

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

/** Keeps a typed value on the slider: inside the range and on a step. */
function snap(value: number, { min, max, step }: SliderFieldProps['range']): number {
  const stepped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, Number(stepped.toFixed(6))));
}

/**
 * F-1: a keyboard-operable slider (Radix: arrows, Page Up/Down, Home/End) with a visible number box. A typed
 * value applies on Enter or when the box loses focus, moved into the range and onto a step; anything that is not
 * a number puts the box back.
 */
export function SliderField(props: SliderFieldProps) {
  const { label, value, range, disabled = false, describe, onChange } = props;
  const toBox = props.toBox ?? ((position: number) => position);
  const fromBox = props.fromBox ?? ((typed: number) => typed);
  const [draft, setDraft] = useState<string | null>(null);
  const [isOutOfRange, setOutOfRange] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const labelId = useId();
  const inputId = useId();
  const messageId = useId();

  const apply = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = parseTypedAmount(draft);
    if (typed === null) return;
    const refusal = props.refusal?.(typed) ?? null;
    setRefused(refusal);
    if (refusal !== null) {
      setOutOfRange(false);
      return;
    }
    const position = fromBox(typed);
    setOutOfRange(position < range.min || position > range.max);
    onChange(snap(position, range));
  };
  const message = refused ?? (isOutOfRange ? props.outOfRangeMessage : undefined);
  const showsMessage = message !== undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply();
    if (event.key === 'Escape') setDraft(null);
  };

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
          value={draft ?? String(toBox(value))}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={apply}
          onKeyDown={onKeyDown}
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
      <Slider.Root
        value={[value]}
        min={range.min}
        max={range.max}
        step={range.step}
        disabled={disabled}
        onValueChange={([next]) => {
          if (next === undefined) return;
          setOutOfRange(false);
          setRefused(null);
          onChange(next);
        }}
        className="relative flex h-11 touch-none items-center select-none data-[disabled]:opacity-60"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-foreground/15">
          <Slider.Range className="absolute h-full rounded-full bg-primary" />
        </Slider.Track>
        <Slider.Thumb aria-labelledby={labelId} aria-valuetext={describe(value)} className={THUMB_CLASS} />
      </Slider.Root>
    </div>
  );
}
