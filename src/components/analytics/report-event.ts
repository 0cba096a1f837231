import type { AnalyticsEventId } from '@/domain/analytics/events';

/** The allow-listed context of an event (decision 2): never a name, email or phone number. */
export type EventContext = {
  carId?: number;
  /** Defaults to the current page's pathname; the server drops any query string. */
  path?: string;
  formType?: string;
  category?: string;
  subcategory?: string;
  carType?: string;
  offerAccepted?: boolean;
};

export const EVENTS_ENDPOINT = '/api/events';

/**
 * Reports an analytics event (S2 §7) to our own /api/events. sendBeacon survives the navigation that often
 * follows (a lead's redirect to /success, M-14); fetch with keepalive is the fallback. Analytics never
 * blocks or breaks the page (M-15): every failure is logged and swallowed, nothing is awaited.
 */
export function reportEvent(eventId: AnalyticsEventId, context: EventContext = {}): void {
  try {
    const path = context.path ?? globalThis.location?.pathname;
    const body = JSON.stringify({ ...context, eventId, ...(path ? { path } : {}) });
    if (sendWithBeacon(body)) return;
    fetch(EVENTS_ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch((error: unknown) => console.warn(`analytics: event ${eventId} not reported`, error));
  } catch (error) {
    console.warn(`analytics: event ${eventId} not reported`, error);
  }
}

function sendWithBeacon(body: string): boolean {
  const navigatorRef = globalThis.navigator;
  if (typeof navigatorRef?.sendBeacon !== 'function') return false;
  // A Blob keeps the JSON content type; the browser queues it and answers false only when the queue is full.
  return navigatorRef.sendBeacon(EVENTS_ENDPOINT, new Blob([body], { type: 'application/json' }));
}
