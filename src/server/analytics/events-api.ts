import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { parseEventInput } from '@/domain/analytics/event-input';
import type { Database } from '@/server/db/client';
import { recordAnalyticsEvent } from './record-event';
import { log } from '@/server/logging';

export type EventsApiResponse =
  | { status: 204 }
  | { status: 400; body: { error: string; fieldErrors: Record<string, string> } }
  | { status: 429; body: { error: string } };

/**
 * Per process and in memory on purpose: an event is worth less than a database write to count it, and
 * each node enforcing its own share still stops one client flooding the table. Keys include the site id.
 */
const defaultLimiter = new RateLimiterMemory({ keyPrefix: 'events', points: 120, duration: 60 });

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
  limiter: Pick<RateLimiterMemory, 'consume'> = defaultLimiter,
): Promise<EventsApiResponse> {
  try {
    await limiter.consume(`site:${site.id}:ip:${request.ip ?? 'unknown'}`);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { status: 429, body: { error: 'Too many events' } };
    // Analytics must never fail because its own limiter did (M-15): count nothing and carry on.
    log.warn({ siteId: site.id, err: rejection }, 'analytics: event limiter failed');
  }
  const parsed = parseEventInput(request.body);
  if (!parsed.ok) return invalid(parsed.fieldErrors);
  const stored = await recordAnalyticsEvent(db, site.id, parsed.event, request.now);
  if (stored === 'unknown_car') return invalid({ carId: 'No such car on this site' });
  return { status: 204 };
}
