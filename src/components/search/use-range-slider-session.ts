'use client';

import { useEffect, useEffectEvent, useState, type KeyboardEvent } from 'react';
import type { StatsAttribute } from '@/domain/search/attributes';
import { sliderBounds, sliderHandles, type SliderHandle, type SliderHandles } from '@/domain/search/slider';
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

type SessionProps = {
  attribute: StatsAttribute;
  stats: RangeStats;
  range: NumericRange | undefined;
  onCommit: (range: NumericRange | undefined) => void;
};

/** C-46: a URL bound outside the facet stats leaves its handle on the bound; say so in the console only. */
function useIgnoredUrlValuesWarning(
  attribute: StatsAttribute,
  range: NumericRange | undefined,
  stats: RangeStats,
) {
  const ignoredUrlValues = sliderHandles(attribute, range, sliderBounds(stats))
    .ignored.map((problem) => problem.message)
    .join('; ');
  useEffect(() => {
    if (ignoredUrlValues !== '') console.warn(`Range slider: ${ignoredUrlValues}`);
  }, [ignoredUrlValues]);
}

/**
 * The slider's editing session (range-slider-model): the handles follow drags, keys and typed values at
 * once, the URL follows 400 ms after the last change, and new props resync a session with nothing pending.
 */
export function useRangeSliderSession({ attribute, stats, range, onCommit }: SessionProps) {
  const props = { attribute, range, stats };
  const [stored, setStored] = useState(() => startSession(props));
  const [scheduler] = useState(() => createCommitScheduler());
  const session = resyncSession(stored, props);
  if (session !== stored) setStored(session);
  // The session's bounds, not the props': they only move with the handles, never under the buyer's finger.
  const { handles, bounds } = session;

  const settle = useEffectEvent(() => {
    const { session: settled, decision } = settleSession(session, props);
    setStored(settled);
    if (decision.kind === 'commit') onCommit(decision.range);
  });
  useEffect(() => {
    if (session.revision > 0) scheduler.restart(() => settle());
  }, [session.revision, scheduler]);
  useEffect(() => () => scheduler.cancel(), [scheduler]);
  useIgnoredUrlValuesWarning(attribute, range, stats);

  const apply = (next: SliderHandles | null) => {
    if (next !== null) setStored(changeSession(session, next));
  };
  const onThumbValues = (values: number[]) => apply(applyThumbValues(attribute, handles, values, bounds));
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
  return { handles, bounds, onThumbValues, onType, onThumbKey };
}
