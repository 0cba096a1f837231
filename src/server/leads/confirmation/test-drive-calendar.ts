import 'server-only';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { buildCalendar, vtimezoneLines } from '@/domain/lead-confirmation/icalendar';
import { whatHappensNext, type LeadConfirmation } from '@/domain/lead-confirmation/confirmation';

/** A test drive lasts one slot (decision 011: 30-minute slots). */
const TEST_DRIVE_MS = 30 * 60 * 1000;

export type TestDriveCalendarInput = {
  leadId: string;
  createdAt: Date;
  startsAt: Date;
  timeZone: string;
  confirmation: LeadConfirmation;
  /** The site's origin: the UID's domain, so a UID is unique across the platform's sites. */
  origin: string;
  receiptUrl: string;
};

/**
 * The .ics of a booked test drive (decision 052): on the yard's clock with its VTIMEZONE, at the yard's
 * address. The same lead always gives the same file (UID and DTSTAMP from the lead), so importing it twice
 * updates one event.
 */
export function testDriveCalendar(input: TestDriveCalendarInput): string {
  const { confirmation } = input;
  const where = [confirmation.booking?.locationName, confirmation.booking?.address].filter(Boolean);
  const description = [
    `Reference ${confirmation.reference}`,
    whatHappensNext('test_drive'),
    ...(confirmation.contact.phone ? [`${confirmation.contact.name}: ${confirmation.contact.phone}`] : []),
  ].join('\n');
  return buildCalendar({
    uid: `test-drive-${input.leadId}@${new URL(input.origin).host}`,
    stamp: input.createdAt,
    start: input.startsAt,
    end: new Date(input.startsAt.getTime() + TEST_DRIVE_MS),
    timeZone: input.timeZone,
    vtimezone: vtimezoneLines(getVtimezoneComponent(input.timeZone)),
    summary: confirmation.car
      ? `Test drive: ${confirmation.car.title}`
      : `Test drive at ${confirmation.contact.name}`,
    location: where.length > 0 ? where.join(', ') : null,
    description,
    url: input.receiptUrl,
  });
}

export const TEST_DRIVE_CALENDAR_FILE = 'test-drive.ics';
