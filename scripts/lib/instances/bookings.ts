import { and, eq, inArray } from 'drizzle-orm';
import { testDriveBookings } from '@/server/db/schema';
import { send } from './client';
import { outcome, same, type CheckContext, type PropertyResult } from './context';
import { buyer, postLead } from './leads';

type Answer = { status: number; notice: boolean; leadId: string | null; body: string };
type TestDrive = (port: number, buyerNumber: number, dateTime: string) => Promise<Answer>;

function answerOf(reply: { status: number; body: string }): Answer {
  const body = JSON.parse(reply.body) as { lead_id?: string; notice?: string };
  const leadId = body.lead_id ?? null;
  return { status: reply.status, notice: body.notice !== undefined, leadId, body: reply.body.slice(0, 300) };
}

/** Two buyers ask for one time at once, one on each instance: one booking between them, the other a 409. */
async function raceForOneTime({ a, b, db, fixture }: CheckContext, testDrive: TestDrive, time: string) {
  const race = await Promise.all([testDrive(a.port, 101, time), testDrive(b.port, 102, time)]);
  const statuses = race.map((answer) => answer.status).sort();
  const rows = await db
    .select({ leadId: testDriveBookings.leadId })
    .from(testDriveBookings)
    .where(and(eq(testDriveBookings.siteId, fixture.siteId), eq(testDriveBookings.startsAt, new Date(time))));
  const winner = race.find((answer) => answer.status === 201)?.leadId;
  const failure = same('one time asked on A and B at once', statuses, [201, 409]);
  return [
    failure && `${failure} (first answer: ${race[0]!.body})`,
    same("the time's booking rows (lead)", rows, [{ leadId: winner }]),
  ];
}

/** One buyer books three times over A, B, A: two held, the third told it is not held (cap 2, decision 032). */
async function overTheCap({ a, b, db, fixture }: CheckContext, testDrive: TestDrive, times: string[]) {
  const answers = [
    await testDrive(a.port, 103, times[0]!),
    await testDrive(b.port, 103, times[1]!),
    await testDrive(a.port, 103, times[2]!),
  ];
  const leadIds = answers.flatMap((answer) => (answer.leadId ? [answer.leadId] : []));
  const held = await db
    .select({ startsAt: testDriveBookings.startsAt })
    .from(testDriveBookings)
    .where(and(eq(testDriveBookings.siteId, fixture.siteId), inArray(testDriveBookings.leadId, leadIds)))
    .orderBy(testDriveBookings.startsAt);
  return [
    same(
      'one buyer booking on A, B, A (status, notice)',
      answers.map(({ status, notice }) => ({ status, notice })),
      [
        { status: 201, notice: false },
        { status: 201, notice: false },
        { status: 201, notice: true },
      ],
    ),
    same(
      'their held times',
      held.map((row) => row.startsAt.toISOString()),
      times.slice(0, 2).map((time) => new Date(time).toISOString()),
    ),
  ];
}

/** Decision 012's slot row and decision 032's caps, across two instances. */
export async function checkBookings(context: CheckContext): Promise<PropertyResult> {
  const { a, fixture } = context;
  const name = 'test-drive bookings hold across both instances';
  const car = fixture.cars[1]!;
  const path = `/api/appointments?car=${car.id}`;
  const offered = await send(a.port, { host: fixture.host, path, clientIp: '198.18.202.1' });
  const slots = (JSON.parse(offered.body) as { slots?: string[] }).slots ?? [];
  if (slots.length < 4) return outcome(name, [`${slots.length} free times offered, 4 needed`], '');
  const testDrive: TestDrive = (port, n, dateTime) =>
    postLead({
      port,
      host: fixture.host,
      buyer: buyer(n),
      kind: 'test_drive',
      carId: car.id,
      initialValues: car.testDrive,
      dateTime,
      key: `test-drive-${n}`,
    }).then(answerOf);
  return outcome(
    name,
    [
      ...(await raceForOneTime(context, testDrive, slots[0]!)),
      ...(await overTheCap(context, testDrive, slots.slice(1, 4))),
    ],
    'one time asked on A and B at once: 201 and 409, one booking row; ' +
      'one buyer over A, B, A: two held, the third answered with the not-held notice (cap 2)',
  );
}
