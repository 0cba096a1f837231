'use client';

import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { caretAfterDigits, digitsBeforeCaret } from '@/domain/format/digit-caret';

/**
 * For a box that regroups its digits as the buyer types ('12,500'): keeps the caret after the digit just
 * typed or deleted, where React would otherwise move it to the end. Call `remember` in onChange and pass `ref`.
 */
export function useDigitCaret() {
  const ref = useRef<HTMLInputElement>(null);
  const pendingDigits = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = ref.current;
    const digits = pendingDigits.current;
    pendingDigits.current = null;
    if (!input || digits === null || document.activeElement !== input) return;
    const caret = caretAfterDigits(input.value, digits);
    input.setSelectionRange(caret, caret);
  });
  const remember = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    pendingDigits.current = digitsBeforeCaret(value, selectionStart ?? value.length);
  };
  return { ref, remember };
}
