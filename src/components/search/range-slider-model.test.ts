import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyKey,
  applyThumbValues,
  applyTypedValue,
  changeSession,
  createCommitScheduler,
  decideCommit,
  isSliderKey,
  keyboardStep,
  parseSliderInput,
  resyncSession,
  settleSession,
  SLIDER_COMMIT_DELAY_MS,
  startSession,
  type SliderProps,
} from './range-slider-model';

const bounds = { min: 0, max: 100000 };
const handles = { min: 10000, max: 60000 };

describe('C-44 the commit waits 400 ms after the last change', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 400 ms', () => {
    expect(SLIDER_COMMIT_DELAY_MS).toBe(400);
    const fire = vi.fn();
    const scheduler = createCommitScheduler();
    scheduler.restart(fire);
    expect(scheduler.isPending()).toBe(true);
    vi.advanceTimersByTime(399);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(scheduler.isPending()).toBe(false);
  });

  it('restarts on every change, so only the last one fires', () => {
    const first = vi.fn();
    const last = vi.fn();
    const scheduler = createCommitScheduler();
    scheduler.restart(first);
    vi.advanceTimersByTime(300);
    scheduler.restart(first);
    vi.advanceTimersByTime(300);
    scheduler.restart(last);
    vi.advanceTimersByTime(399);
    expect(first).not.toHaveBeenCalled();
    expect(last).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledTimes(1);
  });

  it('cancel drops the waiting commit (the slider unmounted)', () => {
    const fire = vi.fn();
    const scheduler = createCommitScheduler();
    scheduler.restart(fire);
    scheduler.cancel();
    expect(scheduler.isPending()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(fire).not.toHaveBeenCalled();
  });
});

describe('parseSliderInput drops $ and separators, whole numbers only', () => {
  it('reads typed prices and kilometres', () => {
    expect(parseSliderInput('12,499')).toBe(12499);
    expect(parseSliderInput('$12,499')).toBe(12499);
    expect(parseSliderInput(' $ 45 000 ')).toBe(45000);
    expect(parseSliderInput('2019')).toBe(2019);
  });

  it('gives NaN for anything else', () => {
    expect(parseSliderInput('abc')).toBeNaN();
    expect(parseSliderInput('12k')).toBeNaN();
    expect(parseSliderInput('-5')).toBeNaN();
    expect(parseSliderInput('12.5')).toBeNaN();
    expect(parseSliderInput('')).toBeNaN();
  });
});

describe('C-43/C-46 applyTypedValue', () => {
  it("typing '12,499' for price applies 12000", () => {
    expect(applyTypedValue('price', handles, 'min', '12,499', bounds)).toEqual({
      kind: 'applied',
      handles: { min: 12000, max: 60000 },
    });
    expect(applyTypedValue('km', handles, 'max', '45,600', bounds)).toEqual({
      kind: 'applied',
      handles: { min: 10000, max: 46000 },
    });
  });

  it('does not round year and stops at the other handle (C-47)', () => {
    const years = { min: 2005, max: 2025 };
    expect(applyTypedValue('year', { min: 2010, max: 2020 }, 'min', '2017', years)).toEqual({
      kind: 'applied',
      handles: { min: 2017, max: 2020 },
    });
    expect(applyTypedValue('year', { min: 2010, max: 2020 }, 'max', '2008', years)).toEqual({
      kind: 'applied',
      handles: { min: 2010, max: 2010 },
    });
  });

  it('ignores out-of-range and non-numeric text, with the reason for the log', () => {
    const above = applyTypedValue('price', handles, 'max', '$150,000', bounds);
    expect(above).toEqual({
      kind: 'ignored',
      ignored: {
        attribute: 'price',
        value: 150000,
        reason: 'above_max',
        message: 'Ignored price 150000: outside 0..100000 (above_max)',
      },
    });
    expect(applyTypedValue('price', handles, 'min', 'cheap', bounds)).toMatchObject({
      kind: 'ignored',
      ignored: { reason: 'not_a_number' },
    });
    expect(applyTypedValue('year', handles, 'min', '1999', { min: 2005, max: 2025 })).toMatchObject({
      kind: 'ignored',
      ignored: { reason: 'below_min', value: 1999 },
    });
  });

  it('an emptied box opens that side', () => {
    expect(applyTypedValue('price', handles, 'min', '  ', bounds)).toEqual({
      kind: 'applied',
      handles: { min: 0, max: 60000 },
    });
    expect(applyTypedValue('price', handles, 'max', '', bounds)).toEqual({
      kind: 'applied',
      handles: { min: 10000, max: 100000 },
    });
  });
});

describe('C-42 applyThumbValues: a dragged thumb', () => {
  it('moves the thumb whose value changed, rounded for price', () => {
    expect(applyThumbValues('price', handles, [12400, 60000], bounds)).toEqual({ min: 12000, max: 60000 });
    expect(applyThumbValues('price', handles, [10000, 71600], bounds)).toEqual({ min: 10000, max: 72000 });
  });

  it('returns null when rounding leaves the handles where they were', () => {
    expect(applyThumbValues('price', handles, [10300, 60000], bounds)).toBeNull();
    expect(applyThumbValues('price', handles, [10000, 60000], bounds)).toBeNull();
  });

  it('equal handles: the side the value moved to decides the thumb', () => {
    const equal = { min: 50000, max: 50000 };
    expect(applyThumbValues('price', equal, [50000, 65000], bounds)).toEqual({ min: 50000, max: 65000 });
    expect(applyThumbValues('price', equal, [31000, 50000], bounds)).toEqual({ min: 31000, max: 50000 });
  });

  it('keeps a bound exact, so dragging to the end means no filter on that side', () => {
    const odd = { min: 12990, max: 87250 };
    expect(applyThumbValues('price', { min: 20000, max: 60000 }, [12990, 60000], odd)).toEqual({
      min: 12990,
      max: 60000,
    });
  });
});

describe('C-49 keyboard on a thumb', () => {
  const key = (k: string, shiftKey = false) => ({ key: k, shiftKey });

  it('steps by the slider step, but never less than the rounding unit', () => {
    expect(keyboardStep('price', bounds)).toBe(1000);
    expect(keyboardStep('price', { min: 0, max: 250000 })).toBe(2500);
    expect(keyboardStep('price', { min: 5000, max: 35000 })).toBe(1000);
    expect(keyboardStep('year', { min: 2005, max: 2025 })).toBe(1);
    expect(keyboardStep('weekly_price_range', { min: 50, max: 650 })).toBe(6);
  });

  it('arrows move one step, Shift+arrow and PageUp/PageDown ten', () => {
    expect(applyKey('price', handles, 'min', key('ArrowRight'), bounds)).toEqual({ min: 11000, max: 60000 });
    expect(applyKey('price', handles, 'min', key('ArrowUp'), bounds)).toEqual({ min: 11000, max: 60000 });
    expect(applyKey('price', handles, 'max', key('ArrowLeft'), bounds)).toEqual({ min: 10000, max: 59000 });
    expect(applyKey('price', handles, 'max', key('ArrowDown'), bounds)).toEqual({ min: 10000, max: 59000 });
    expect(applyKey('price', handles, 'min', key('ArrowRight', true), bounds)).toEqual({
      min: 20000,
      max: 60000,
    });
    expect(applyKey('price', handles, 'max', key('PageUp'), bounds)).toEqual({ min: 10000, max: 70000 });
    expect(applyKey('price', handles, 'max', key('PageDown'), bounds)).toEqual({ min: 10000, max: 50000 });
  });

  it('moves a price handle on a narrow range (a 300 step would round back)', () => {
    const narrow = { min: 5000, max: 35000 };
    expect(applyKey('price', { min: 5000, max: 35000 }, 'min', key('ArrowRight'), narrow)).toEqual({
      min: 6000,
      max: 35000,
    });
  });

  it('Home and End send that handle to its own bound, stopped at the other handle', () => {
    expect(applyKey('price', handles, 'min', key('Home'), bounds)).toEqual({ min: 0, max: 60000 });
    expect(applyKey('price', handles, 'max', key('End'), bounds)).toEqual({ min: 10000, max: 100000 });
    expect(applyKey('price', handles, 'max', key('Home'), bounds)).toEqual({ min: 10000, max: 10000 });
    expect(applyKey('price', handles, 'min', key('End'), bounds)).toEqual({ min: 60000, max: 60000 });
  });

  it('stops at the bounds and at the other handle (C-47)', () => {
    expect(applyKey('price', { min: 0, max: 5000 }, 'min', key('ArrowLeft'), bounds)).toBeNull();
    expect(applyKey('price', { min: 99500, max: 100000 }, 'max', key('PageUp'), bounds)).toBeNull();
    expect(applyKey('price', { min: 59500, max: 60000 }, 'min', key('PageUp'), bounds)).toEqual({
      min: 60000,
      max: 60000,
    });
    expect(
      applyKey('year', { min: 2010, max: 2024 }, 'max', key('PageUp'), { min: 2005, max: 2025 }),
    ).toEqual({ min: 2010, max: 2025 });
  });

  it('ignores other keys', () => {
    expect(applyKey('price', handles, 'min', key('Tab'), bounds)).toBeNull();
    expect(['Home', 'End', 'ArrowLeft', 'PageDown'].map(isSliderKey)).toEqual([true, true, true, true]);
    expect(['Tab', 'Enter', 'a'].map(isSliderKey)).toEqual([false, false, false]);
  });
});

describe('decideCommit: only a range the URL does not already hold', () => {
  it('commits the refinement, leaving sides on the bounds open', () => {
    expect(decideCommit(handles, bounds, undefined)).toEqual({
      kind: 'commit',
      range: { min: 10000, max: 60000 },
    });
    expect(decideCommit({ min: 0, max: 60000 }, bounds, { min: 10000, max: 60000 })).toEqual({
      kind: 'commit',
      range: { max: 60000 },
    });
    expect(decideCommit(bounds, bounds, { max: 60000 })).toEqual({ kind: 'commit', range: undefined });
  });

  it('does nothing when the URL already says it', () => {
    expect(decideCommit(handles, bounds, { min: 10000, max: 60000 })).toEqual({ kind: 'unchanged' });
    expect(decideCommit(bounds, bounds, undefined)).toEqual({ kind: 'unchanged' });
    expect(decideCommit(bounds, bounds, {})).toEqual({ kind: 'unchanged' });
  });
});

describe('C-45 the session: handles follow the props unless a change is waiting', () => {
  const noFilter: SliderProps = { attribute: 'price', range: undefined, stats: { min: 5000, max: 80000 } };
  const filtered: SliderProps = { ...noFilter, range: { min: 20000 } };

  it('starts on the bounds with no range, on the range otherwise, 0..100000 without stats (C-48)', () => {
    expect(startSession(noFilter)).toEqual({
      handles: { min: 5000, max: 80000 },
      bounds: { min: 5000, max: 80000 },
      pending: false,
      revision: 0,
      syncedKey: 'price|||5000|80000',
    });
    expect(startSession(filtered).handles).toEqual({ min: 20000, max: 80000 });
    expect(startSession({ attribute: 'km', range: undefined, stats: null }).handles).toEqual({
      min: 0,
      max: 100000,
    });
  });

  it('re-syncs to new props (Back, a new result) and returns the same session when nothing changed', () => {
    const session = startSession(noFilter);
    expect(resyncSession(session, noFilter)).toBe(session);
    expect(resyncSession(session, filtered)).toEqual({
      handles: { min: 20000, max: 80000 },
      bounds: { min: 5000, max: 80000 },
      pending: false,
      revision: 0,
      syncedKey: 'price|20000||5000|80000',
    });
    const newStats = resyncSession(session, { ...noFilter, stats: { min: 9000, max: 50000 } });
    expect(newStats.handles).toEqual({ min: 9000, max: 50000 });
  });

  it('keeps the handles while a change waits', () => {
    const moved = changeSession(startSession(noFilter), { min: 30000, max: 80000 });
    expect(moved).toMatchObject({ handles: { min: 30000, max: 80000 }, pending: true, revision: 1 });
    expect(resyncSession(moved, filtered)).toBe(moved);
    expect(changeSession(moved, { min: 31000, max: 80000 }).revision).toBe(2);
  });

  it('settling measures the handles against the bounds the buyer saw', () => {
    const moved = changeSession(startSession(noFilter), { min: 5000, max: 70000 });
    const later: SliderProps = { ...noFilter, stats: { min: 1000, max: 90000 } };
    expect(settleSession(moved, later).decision).toEqual({ kind: 'commit', range: { max: 70000 } });
  });

  it('settling commits a new range and keeps the handles until the URL follows', () => {
    const moved = changeSession(startSession(noFilter), { min: 30000, max: 80000 });
    const { session, decision } = settleSession(moved, noFilter);
    expect(decision).toEqual({ kind: 'commit', range: { min: 30000 } });
    expect(session).toEqual({
      handles: { min: 30000, max: 80000 },
      bounds: { min: 5000, max: 80000 },
      pending: false,
      revision: 1,
      syncedKey: 'price|||5000|80000',
    });
    expect(resyncSession(session, noFilter)).toBe(session);
    expect(resyncSession(session, { ...noFilter, range: { min: 30000 } }).handles).toEqual({
      min: 30000,
      max: 80000,
    });
  });

  it('settling with nothing new takes up the props that arrived while waiting', () => {
    // The max handle sat on the old facet max (no maximum); a raised max must not turn it into a filter.
    const moved = changeSession(startSession(filtered), { min: 20000, max: 80000 });
    const later: SliderProps = { ...filtered, stats: { min: 5000, max: 90000 } };
    const { session, decision } = settleSession(moved, later);
    expect(decision).toEqual({ kind: 'unchanged' });
    expect(session).toEqual({
      handles: { min: 20000, max: 90000 },
      bounds: { min: 5000, max: 90000 },
      pending: false,
      revision: 1,
      syncedKey: 'price|20000||5000|90000',
    });
  });
});
