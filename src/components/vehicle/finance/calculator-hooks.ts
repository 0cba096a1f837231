'use client';

import { useEffect, useRef } from 'react';
import { reportEvent } from '@/components/analytics/report-event';
import { AnalyticsEvent } from '@/domain/analytics/events';

/** Puts the focus on the calculator's first slider when it opens for adjusting; the ref goes on its root. */
export function useFirstSliderFocus(autoFocus: boolean) {
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) rootRef.current?.querySelector<HTMLElement>('[role="slider"]')?.focus();
  }, [autoFocus]);
  return rootRef;
}

/** F-8: wraps a slider's setter so that the first slider change of the page view reports event 26. */
export function useFirstUseReport(carId: number) {
  const reported = useRef(false);
  return (set: (value: number) => void) => (value: number) => {
    if (!reported.current) {
      reported.current = true;
      reportEvent(AnalyticsEvent.financeCalculatorFirstUse, { carId });
    }
    set(value);
  };
}
