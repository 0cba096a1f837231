import { and, eq, inArray } from 'drizzle-orm';
import { testDriveBookings } from '@/server/db/schema';
import { send } from './client';
import { outcome, same, type CheckContext, type PropertyResult } from './context';
import { buyer, postLead } from './leads';

type Answer = { status: number; notice: boolean; leadId: string | null; body: string };

function answerOf(reply: { status: number; body: string }): Answer {
  const body = JSON.parse(reply.body) as { lead_id?: string; notice?: string };
  const leadId = body.lead_id ?? null;
  return { status: reply.status, notice: body.notice !== undefined, leadId, body: reply.body.slice(0, 300) };
}

/**
 * Decision 012's slot row and decision 032's caps across two instances: two buyers asking for one time at
 * once, one on each instance, get one booking between them; one buyer booking three times, spread over both
 * instances, holds two slots and is told the third is not held yet.
 */
export async function checkBookings(context: CheckContext): Promise<PropertyResult> {
  const { a, b, db, fixture } = context;
  const car = fixture.cars[1]!;
  const offered = await send(a.port, {
    host: fixture.host,
    path: `/api/appointments?car=${car.id}`,
    clientIp: '198.18.202.1',
  });
  const slots = (JSON.parse(offered.body) as { slots: string[] }).slots;
  if (slots.length < 4) return outcome('test-drive bookings hold across both', ['fewer than 4 slots'], '');
  const testDrive = (port: number, n: number, dateTime: string, key: string) =>
    postLead({
      port,
      host: fixture.host,
      buyer: buyer(n),
      kind: 'test_drive',
      carId: car.id,
      initialValues: car.testDrive,
      dateTime,
      key,
    }).then(answerOf);
  const race = await Promise.all([
    testDrive(a.port, 101, slots[0]!, 'booking-race-a'),
    testDrive(b.port, 102, slots[0]!, 'booking-race-b'),
  ]);
  const raceStatuses = race.map((answer) => answer.status).sort();
  const raceBookings = await db
    .select({ leadId: testDriveBookings.leadId })
    .from(testDriveBookings)
    .where(
      and(eq(testDriveBookings.siteId, fixture.siteId), eq(testDriveBookings.startsAt, new Date(slots[0]!))),
    );
  const raceFailure = same('one time asked on A and B at once', raceStatuses, [201, 409]);
  const winner = race.find((answer) => answer.status === 201)?.leadId;
  const capped = [
    await testDrive(a.port, 103, slots[1]!, 'booking-cap-1'),
    await testDrive(b.port, 103, slots[2]!, 'booking-cap-2'),
    await testDrive(a.port, 103, slots[3]!, 'booking-cap-3'),
  ];
  const cappedIds = capped.flatMap((answer) => (answer.leadId ? [answer.leadId] : []));
  const held = await db
    .select({ startsAt: testDriveBookings.startsAt })
    .from(testDriveBookings)
    .where(and(eq(testDriveBookings.siteId, fixture.siteId), inArray(testDriveBookings.leadId, cappedIds)))
    .orderBy(testDriveBookings.startsAt);
  return outcome(
    'test-drive bookings hold across both instances',
    [
      raceFailure && `${raceFailure} (first answer: ${race[0]!.body})`,
      same("the time's booking rows (lead)", raceBookings, [{ leadId: winner }]),
      same(
        'one buyer booking on A, B, A (status, notice)',
        capped.map(({ status, notice }) => ({ status, notice })),
        [
          { status: 201, notice: false },
          { status: 201, notice: false },
          { status: 201, notice: true },
        ],
      ),
      same(
        'their held times',
        held.map((row) => row.startsAt.toISOString()),
        [new Date(slots[1]!).toISOString(), new Date(slots[2]!).toISOString()],
      ),
    ],
    'one time asked on A and B at once: 201 and 409, one booking row; ' +
      'one buyer over A, B, A: two held, the third answered with the not-held notice (cap 2)',
  );
}
