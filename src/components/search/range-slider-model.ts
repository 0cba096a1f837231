import type { StatsAttribute } from '@/domain/search/attributes';
import {
  moveSliderHandle,
  rangeRefinement,
  sliderBounds,
  sliderHandles,
  sliderRoundingUnit,
  sliderStep,
  type SliderBounds,
  type SliderChange,
  type SliderHandle,
  type SliderHandles,
} from '@/domain/search/slider';
import type { NumericRange, RangeStats } from '@/domain/search/state';

/** C-44: the URL follows the slider this long after its last change. */
export const SLIDER_COMMIT_DELAY_MS = 400;

/** C-44: every change restarts the wait, so only the last change of a drag or of fast typing commits. */
export function createCommitScheduler(delayMs: number = SLIDER_COMMIT_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const restart = (fire: () => void) => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      fire();
    }, delayMs);
  };
  return { restart, cancel, isPending: () => timer !== undefined };
}

/**
 * Typed text as a number: '$' and thousands separators are dropped ('$12,499' → 12499). Whole numbers only,
 * as every slider holds whole dollars, kilometres or years; anything else is NaN, which the caller ignores.
 */
export function parseSliderInput(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** A typed value (C-46): an empty box opens that side (the handle returns to its bound). */
export function applyTypedValue(
  attribute: StatsAttribute,
  handles: SliderHandles,
  handle: SliderHandle,
  text: string,
  bounds: SliderBounds,
): SliderChange {
  const value = text.trim() === '' ? bounds[handle] : parseSliderInput(text);
  return moveSliderHandle(attribute, handles, handle, value, bounds);
}

const clampToBounds = (value: number, bounds: SliderBounds) =>
  Math.min(bounds.max, Math.max(bounds.min, value));

const sameHandles = (a: SliderHandles, b: SliderHandles) => a.min === b.min && a.max === b.max;

function applyValue(
  attribute: StatsAttribute,
  handles: SliderHandles,
  handle: SliderHandle,
  value: number,
  bounds: SliderBounds,
): SliderHandles | null {
  const change = moveSliderHandle(attribute, handles, handle, clampToBounds(value, bounds), bounds);
  return change.kind === 'applied' && !sameHandles(change.handles, handles) ? change.handles : null;
}

/**
 * The slider reports both thumb values, sorted; the one that differs from the handles is the one that moved.
 * Returns null when rounding leaves the handles where they were.
 */
export function applyThumbValues(
  attribute: StatsAttribute,
  handles: SliderHandles,
  values: readonly number[],
  bounds: SliderBounds,
): SliderHandles | null {
  const [low, high] = values;
  if (low !== undefined && low !== handles.min) return applyValue(attribute, handles, 'min', low, bounds);
  if (high !== undefined && high !== handles.max) return applyValue(attribute, handles, 'max', high, bounds);
  return null;
}

const KEY_STEPS: Partial<Record<string, number>> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
};

/**
 * A key's step is at least the rounding unit: a 300 step from 4,000 lands on 4,300, which rounds back to
 * 4,000, and the arrow keys would never move a price handle.
 */
export function keyboardStep(attribute: StatsAttribute, bounds: SliderBounds): number {
  return Math.max(sliderStep(bounds.min, bounds.max), sliderRoundingUnit(attribute));
}

/**
 * Keys on a focused thumb: arrows one step (ten with Shift), Page Up/Down ten steps, Home/End that handle's
 * own bound (then stopped at the other handle). Null for any other key, or when the handles would not move.
 */
export function applyKey(
  attribute: StatsAttribute,
  handles: SliderHandles,
  handle: SliderHandle,
  key: { key: string; shiftKey: boolean },
  bounds: SliderBounds,
): SliderHandles | null {
  if (key.key === 'Home') return applyValue(attribute, handles, handle, bounds.min, bounds);
  if (key.key === 'End') return applyValue(attribute, handles, handle, bounds.max, bounds);
  const steps = KEY_STEPS[key.key];
  if (steps === undefined) return null;
  const multiplier = key.shiftKey && Math.abs(steps) === 1 ? 10 : 1;
  const target = handles[handle] + steps * multiplier * keyboardStep(attribute, bounds);
  return applyValue(attribute, handles, handle, target, bounds);
}

/** True for the keys `applyKey` handles, so the component can keep the slider's own handling out. */
export function isSliderKey(key: string): boolean {
  return key === 'Home' || key === 'End' || KEY_STEPS[key] !== undefined;
}

export type CommitDecision = { kind: 'commit'; range: NumericRange | undefined } | { kind: 'unchanged' };

/** What the URL gets when the wait ends: the handles' refinement, unless the URL already says exactly that. */
export function decideCommit(
  handles: SliderHandles,
  bounds: SliderBounds,
  current: NumericRange | undefined,
): CommitDecision {
  const range = rangeRefinement(handles, bounds);
  const same = range?.min === current?.min && range?.max === current?.max;
  return same ? { kind: 'unchanged' } : { kind: 'commit', range };
}

/**
 * The slider between URL states: the handles shown, the bounds they were set against (a handle the buyer left
 * on the old facet max still means "no maximum" when a new result raises it), whether a commit is waiting
 * (`pending`), a counter of applied changes (each restarts the wait) and the props last synced from.
 */
export type SliderSession = {
  handles: SliderHandles;
  bounds: SliderBounds;
  pending: boolean;
  revision: number;
  syncedKey: string;
};

export type SliderProps = { attribute: StatsAttribute; range: NumericRange | undefined; stats: RangeStats };

function propsKey({ attribute, range, stats }: SliderProps): string {
  return [attribute, range?.min, range?.max, stats?.min, stats?.max].join('|');
}

/** C-45: handles from the URL range, or on the bounds when there is none. */
export function startSession(props: SliderProps): SliderSession {
  const bounds = sliderBounds(props.stats);
  const { handles } = sliderHandles(props.attribute, props.range, bounds);
  return { handles, bounds, pending: false, revision: 0, syncedKey: propsKey(props) };
}

/**
 * New props (a new result, or Back) move the handles, except while a change waits to commit: the buyer's
 * handle must not jump back under their finger. The same session comes back when nothing changes.
 */
export function resyncSession(session: SliderSession, props: SliderProps): SliderSession {
  if (session.pending || session.syncedKey === propsKey(props)) return session;
  return { ...startSession(props), revision: session.revision };
}

export function changeSession(session: SliderSession, handles: SliderHandles): SliderSession {
  return { ...session, handles, pending: true, revision: session.revision + 1 };
}

/**
 * The wait is over. A commit keeps the handles (the URL is about to follow them); with nothing to commit,
 * the handles take up any props that arrived meanwhile.
 */
export function settleSession(
  session: SliderSession,
  props: SliderProps,
): { session: SliderSession; decision: CommitDecision } {
  const decision = decideCommit(session.handles, session.bounds, props.range);
  const settled = { ...session, pending: false };
  if (decision.kind === 'commit') return { session: { ...settled, syncedKey: propsKey(props) }, decision };
  return { session: resyncSession(settled, props), decision };
}
