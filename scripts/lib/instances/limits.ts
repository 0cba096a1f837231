import { randomBytes } from 'node:crypto';
import { PHONE_REVEAL_LIMIT } from '@/domain/vehicle/contact/api';
import { EVENTS_LIMIT } from '@/server/analytics/events-api';
import { send } from './client';
import { outcome, same, type CheckContext, type PropertyResult } from './context';

type Post = { path: string; body: () => unknown };

/**
 * `points` requests from one address, alternating between the instances, then one more on each: a limit
 * that holds across both answers every counted request and refuses the two after it.
 */
async function alternate({ a, b, fixture }: CheckContext, points: number, clientIp: string, post: Post) {
  const statuses: number[] = [];
  for (let i = 0; i < points + 2; i += 1) {
    const port = i % 2 === 0 ? a.port : b.port;
    const reply = await send(port, { host: fixture.host, path: post.path, body: post.body(), clientIp });
    statuses.push(reply.status);
  }
  return statuses;
}

const expected = (ok: number, points: number) => [...Array<number>(points).fill(ok), 429, 429];

export async function checkRateLimits(context: CheckContext): Promise<PropertyResult> {
  const car = context.fixture.cars[0]!.id;
  const reveals = await alternate(context, PHONE_REVEAL_LIMIT.points, '198.18.201.1', {
    path: '/api/phone-reveal',
    body: () => ({ car_id: car, visitor: randomBytes(12).toString('hex') }),
  });
  const events = await alternate(context, EVENTS_LIMIT.points, '198.18.201.2', {
    path: '/api/events',
    body: () => ({ eventId: 61, carId: car }),
  });
  const revealPoints = PHONE_REVEAL_LIMIT.points;
  return outcome(
    'rate limits hold across both instances',
    [
      same('phone reveals (A, B, A, …)', reveals, expected(200, revealPoints)),
      same('events (A, B, A, …)', events, expected(204, EVENTS_LIMIT.points)),
    ],
    `phone reveal: ${revealPoints} answered, then 429 on A and on B; ` +
      `events: ${EVENTS_LIMIT.points} stored, then 429 on A and on B`,
  );
}
