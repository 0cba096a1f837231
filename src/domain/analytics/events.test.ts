import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, AnalyticsEvent, eventIdForForm, isAnalyticsEventId } from './events';

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

describe('eventIdForForm (M-2, M-3, M-5, M-10)', () => {
  it('maps each lead form to its event', () => {
    expect(eventIdForForm('vehicle_enquiry')).toBe(14);
    expect(eventIdForForm('reserve')).toBe(14);
    expect(eventIdForForm('test_drive')).toBe(15);
    expect(eventIdForForm('quick_trade_in')).toBe(17);
    expect(eventIdForForm('valuation')).toBe(17);
    expect(eventIdForForm('photo_request')).toBe(48);
    expect(eventIdForForm('general_enquiry')).toBe(22);
    expect(eventIdForForm('finance_enquiry')).toBe(9);
    expect(eventIdForForm('careers')).toBe(51);
  });

  it('reports nothing for a service booking: the spec names no id', () => {
    expect(eventIdForForm('service')).toBeNull();
  });
});
