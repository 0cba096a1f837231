'use client';

import { useCallback, useRef } from 'react';
import { reportEvent } from '@/components/analytics/report-event';
import { AnalyticsEvent } from '@/domain/analytics/events';

/**
 * M-9 event 49, a search view: reported when a results page is shown for an address (path and query) other
 * than the last one reported, so once per distinct URL state; a repeated or retried address is not a new view.
 */
export function useSearchViewEvent() {
  const lastReported = useRef<string | null>(null);
  return useCallback((href: string) => {
    if (href === lastReported.current) return;
    lastReported.current = href;
    reportEvent(AnalyticsEvent.searchView, { path: href.split('?', 1)[0] });
  }, []);
}
