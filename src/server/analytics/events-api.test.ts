import { eq } from 'drizzle-orm';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { analyticsEvents, rateLimitCounters, vehicles } from '@/server/db/schema';
import type { CountingLimiter } from '@/server/rate-limit/rate-limits';
import { siteRateLimiter } from '@/server/rate-limit/site-rate-limiter';
import { EVENTS_LIMIT, handleEventsApi } from './events-api';

const NOW = new Date('2026-03-01T10:00:00Z');
const test = isolationSitesForThisFile();
let carA: number;
let carB: number;

beforeAll(async () => {
  const firstCar = async (siteId: number) =>
    (await test.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.siteId, siteId)).limit(1))[0]!
      .id;
  carA = await firstCar(test.siteA);
  carB = await firstCar(test.siteB);
});
beforeEach(async () => {
  await test.db.delete(analyticsEvents);
});

const post = (
  siteId: number,
  body: unknown,
  limiter: CountingLimiter = new RateLimiterMemory({ points: 100, duration: 60 }),
) => handleEventsApi(test.db, { id: siteId }, { body, ip: '203.0.113.5', now: NOW }, limiter);

const stored = () =>
  test.db
    .select({
      siteId: analyticsEvents.siteId,
      eventId: analyticsEvents.eventId,
      name: analyticsEvents.name,
      vehicleId: analyticsEvents.vehicleId,
      pagePath: analyticsEvents.pagePath,
      context: analyticsEvents.context,
      createdAt: analyticsEvents.createdAt,
    })
    .from(analyticsEvents)
    .orderBy(analyticsEvents.id);

describe('handleEventsApi', () => {
  it('stores an event with its allow-listed context under the site, and answers 204', async () => {
    const body = {
      eventId: 14,
      carId: carA,
      path: '/cars/x?name=Jane',
      formType: 'vehicle_enquiry',
      category: 'Vehicle Enquiry',
    };
    expect(await post(test.siteA, body)).toEqual({ status: 204 });
    expect(await stored()).toEqual([
      {
        siteId: test.siteA,
        eventId: 14,
        name: 'vehicle_enquiry',
        vehicleId: carA,
        pagePath: '/cars/x',
        context: { formType: 'vehicle_enquiry', category: 'Vehicle Enquiry' },
        createdAt: NOW,
      },
    ]);
  });

  it('refuses personal data and stores nothing (decision 2)', async () => {
    const body = { eventId: 22, email: 'jane@example.com', phone: '0412345678', name: 'Jane' };
    expect(await post(test.siteA, body)).toEqual({
      status: 400,
      body: {
        error: 'Invalid event',
        fieldErrors: {
          email: 'Personal data is not accepted',
          phone: 'Personal data is not accepted',
          name: 'Personal data is not accepted',
        },
      },
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses an id outside the spec list', async () => {
    expect(await post(test.siteA, { eventId: 99 })).toEqual({
      status: 400,
      body: { error: 'Invalid event', fieldErrors: { eventId: 'Unknown event id' } },
    });
  });

  it('refuses a car id above the database integer range and NUL in text, storing nothing (issue 14)', async () => {
    expect(await post(test.siteA, { eventId: 4, carId: 2_147_483_648 })).toEqual({
      status: 400,
      body: { error: 'Invalid event', fieldErrors: { carId: 'Too big: expected number to be <=2147483647' } },
    });
    expect(await post(test.siteA, { eventId: 4, path: '/cars/\u0000', category: 'a\u0000b' })).toEqual({
      status: 400,
      body: {
        error: 'Invalid event',
        fieldErrors: { path: 'cannot contain a NUL character', category: 'cannot contain a NUL character' },
      },
    });
    expect(await stored()).toEqual([]);
  });

  it("refuses another site's car and stores nothing (tenant isolation)", async () => {
    expect(await post(test.siteA, { eventId: 4, carId: carB })).toEqual({
      status: 400,
      body: { error: 'Invalid event', fieldErrors: { carId: 'No such car on this site' } },
    });
    expect(await stored()).toEqual([]);
  });

  it('stores each event under the site it was posted to', async () => {
    await post(test.siteA, { eventId: 49, path: '/search' });
    await post(test.siteB, { eventId: 61, carId: carB });
    const rows = await stored();
    expect(rows.map((row) => [row.siteId, row.eventId, row.vehicleId])).toEqual([
      [test.siteA, 49, null],
      [test.siteB, 61, carB],
    ]);
  });

  it('answers 429 with the wait once a client exceeds its rate, per site (decision 035)', async () => {
    // Only the clock of the limiter's window is frozen, so the wait is exact.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(NOW);
      const limiter = siteRateLimiter(test.db, 'events-test', { points: 2, durationSeconds: 60 });
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push((await post(test.siteA, { eventId: 61 }, limiter)).status);
      answers.push((await post(test.siteB, { eventId: 61 }, limiter)).status);
      expect(answers).toEqual([204, 204, 429, 204]);
      vi.setSystemTime(NOW.getTime() + 15_500);
      expect(await post(test.siteA, { eventId: 61 }, limiter)).toEqual({
        status: 429,
        body: { error: 'Too many events' },
        retryAfterSeconds: 45,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds its limit across app instances: a second process on the database refuses the 121st (decision 037)', async () => {
    await test.db.delete(rateLimitCounters);
    const send = (handle: typeof handleEventsApi) =>
      handle(test.db, { id: test.siteA }, { body: { eventId: 61 }, ip: '198.51.100.7', now: NOW });
    const first: number[] = [];
    for (let i = 0; i < EVENTS_LIMIT.points; i += 1) first.push((await send(handleEventsApi)).status);
    expect(first).toEqual(Array.from({ length: 120 }, () => 204));
    // A fresh copy of the module holds no state of the first one, as another app instance would not.
    vi.resetModules();
    const other = await import('./events-api');
    const refused = {
      status: 429,
      body: { error: 'Too many events' },
      retryAfterSeconds: expect.any(Number),
    };
    expect(await send(other.handleEventsApi)).toEqual(refused);
    expect(await send(handleEventsApi)).toEqual(refused);
    // Another address on the other instance is counted on its own.
    const fresh = await other.handleEventsApi(
      test.db,
      { id: test.siteA },
      { body: { eventId: 61 }, ip: '198.51.100.8' },
    );
    expect(fresh).toEqual({ status: 204 });
  });
});
