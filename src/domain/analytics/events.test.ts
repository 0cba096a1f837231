import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, AnalyticsEvent, isAnalyticsEventId } from './events';

describe('analytics event ids (S2 §7)', () => {
  it('are exactly the spec list', () => {
    expect(Object.keys(ANALYTICS_EVENTS).map(Number)).toEqual([
      4, 9, 14, 15, 17, 18, 22, 25, 26, 39, 48, 49, 51, 60, 61,
    ]);
  });

  it('name every id once', () => {
    expect(Object.values(AnalyticsEvent).sort((a, b) => a - b)).toEqual(
      Object.keys(ANALYTICS_EVENTS).map(Number),
    );
    expect(ANALYTICS_EVENTS[AnalyticsEvent.print]).toBe('print');
  });

  it('recognise only listed integer ids', () => {
    expect(isAnalyticsEventId(49)).toBe(true);
    expect(isAnalyticsEventId(5)).toBe(false);
    expect(isAnalyticsEventId(4.5)).toBe(false);
    expect(isAnalyticsEventId('4')).toBe(false);
    expect(isAnalyticsEventId(Number.NaN)).toBe(false);
  });
});
