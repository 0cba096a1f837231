import 'server-only';
import { parseEventInput } from '@/domain/analytics/event-input';
import type { Database } from '@/server/db/client';
import { consumeAddressLimit } from '@/server/rate-limit/address-limit';
import type { CountingLimiter } from '@/server/rate-limit/rate-limits';
import { siteRateLimiter } from '@/server/rate-limit/site-rate-limiter';
import { recordAnalyticsEvent } from './record-event';

export type EventsApiResponse =
  | { status: 204 }
  | { status: 400; body: { error: string; fieldErrors: Record<string, string> } }
  | { status: 429; body: { error: string }; retryAfterSeconds: number };

/**
 * Per site and address, counted in the shared table so the limit holds across app instances (decision 037):
 * each event is a row written anyway, and a per-process count let N instances take N times the rate.
 */
export const EVENTS_LIMIT = { keyPrefix: 'events', points: 120, durationSeconds: 60 } as const;

export type EventsApiRequest = { body: unknown; ip: string | null; now?: Date };

const invalid = (fieldErrors: Record<string, string>): EventsApiResponse => ({
  status: 400,
  body: { error: 'Invalid event', fieldErrors },
});

/** POST /api/events: one analytics event (S2 §7) for the site of the request's host, without personal data. */
export async function handleEventsApi(
  db: Database,
  site: { id: number },
  request: EventsApiRequest,
  limiter: CountingLimiter = siteRateLimiter(db, EVENTS_LIMIT.keyPrefix, EVENTS_LIMIT),
): Promise<EventsApiResponse> {
  // Analytics must never fail because its own limiter did (M-15): a failing limiter counts nothing, and on we go.
  const limit = await consumeAddressLimit(limiter, site.id, request.ip, 'analytics');
  if (!limit.ok) {
    return { status: 429, body: { error: 'Too many events' }, retryAfterSeconds: limit.retryAfterSeconds };
  }
  const parsed = parseEventInput(request.body);
  if (!parsed.ok) return invalid(parsed.fieldErrors);
  const stored = await recordAnalyticsEvent(db, site.id, parsed.event, request.now);
  if (stored === 'unknown_car') return invalid({ carId: 'No such car on this site' });
  return { status: 204 };
}
