'use client';

import { useState, type KeyboardEvent } from 'react';
import { parseTypedAmount } from '@/domain/finance/typed-amount';

type SliderRange = { min: number; max: number; step: number };

type TypedValueOptions = {
  value: number;
  range: SliderRange;
  toBox: (value: number) => number;
  fromBox: (typed: number) => number;
  outOfRangeMessage?: string;
  refusal?: (typed: number) => string | null;
  onChange: (value: number) => void;
};

/** Keeps a typed value on the slider: inside the range and on a step. */
function snap(value: number, { min, max, step }: SliderRange): number {
  const stepped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, Number(stepped.toFixed(6))));
}

/**
 * The number box beside a slider: its draft while typed, applied on Enter or blur (Escape puts it back), and
 * the message a refused or out-of-range value leaves until the slider moves.
 */
export function useTypedSliderValue(options: TypedValueOptions) {
  const { value, range, toBox, fromBox, onChange } = options;
  const [draft, setDraft] = useState<string | null>(null);
  const [isOutOfRange, setOutOfRange] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const apply = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = parseTypedAmount(draft);
    if (typed === null) return;
    const refusal = options.refusal?.(typed) ?? null;
    setRefused(refusal);
    if (refusal !== null) {
      setOutOfRange(false);
      return;
    }
    const position = fromBox(typed);
    setOutOfRange(position < range.min || position > range.max);
    onChange(snap(position, range));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply();
    if (event.key === 'Escape') setDraft(null);
  };
  const onSlide = ([next]: number[]) => {
    if (next === undefined) return;
    setOutOfRange(false);
    setRefused(null);
    onChange(next);
  };

  return {
    text: draft ?? String(toBox(value)),
    setDraft,
    apply,
    onKeyDown,
    onSlide,
    message: refused ?? (isOutOfRange ? options.outOfRangeMessage : undefined),
  };
}
