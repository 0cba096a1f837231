import { isoDateInTimeZone } from '@/domain/format/date';
import { formatZonedIso, zonedTimeToInstant } from '@/domain/format/time-zone';
import { openIntervalsOn, type HolidayHoursInput, type OpeningHoursEntry } from './slot-hours';

export type { HolidayHoursInput, OpeningHoursEntry } from './slot-hours';

export type AppointmentSlotsInput = {
  /** The location's weekly hours; entries of other departments are ignored. */
  openingHours: readonly OpeningHoursEntry[];
  holidays: readonly HolidayHoursInput[];
  /** Start instants (ISO) of slots already booked at this location. */
  booked: readonly string[];
  now: Date;
  /** The location's IANA zone: slots are wall-clock times there. */
  timeZone: string;
  /** Calendar days to cover, from `startDate` (default: today in `timeZone`). */
  days: number;
  slotMinutes: number;
  /** A slot must start at least this long after `now`, so the dealer can prepare the car. */
  leadTimeMinutes: number;
  startDate?: string;
  /** Test drives use the sales hours. */
  department?: string;
};

const MINUTE_MS = 60_000;

function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function assertRanges(input: AppointmentSlotsInput): void {
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > 366)
    throw new RangeError('days must be 1–366');
  if (!Number.isInteger(input.slotMinutes) || input.slotMinutes < 5 || input.slotMinutes > 1440)
    throw new RangeError('slotMinutes must be 5–1440');
  if (!(input.leadTimeMinutes >= 0)) throw new RangeError('leadTimeMinutes must not be negative');
}

/** Slot starts on one date: every `slotMinutes` from opening while the slot ends by closing time. */
function startsOn(isoDate: string, input: AppointmentSlotsInput, department: string): number[] {
  const starts: number[] = [];
  for (const [open, close] of openIntervalsOn(isoDate, department, input.openingHours, input.holidays)) {
    for (let minute = open; minute + input.slotMinutes <= close; minute += input.slotMinutes) {
      const instant = zonedTimeToInstant(isoDate, minute, input.timeZone);
      if (instant !== null) starts.push(instant);
    }
  }
  return starts;
}

/**
 * Test-drive slots (H-32, decision 012): the location's sales hours minus holiday hours and slots already
 * booked, nothing in the past or inside the lead time. ISO start times in the location's own offset
 * ('2025-10-06T09:00:00+11:00'), in time order.
 */
export function appointmentSlots(input: AppointmentSlotsInput): string[] {
  assertRanges(input);
  const department = input.department ?? 'sales';
  const earliest = input.now.getTime() + input.leadTimeMinutes * MINUTE_MS;
  const slotMs = input.slotMinutes * MINUTE_MS;
  const booked = input.booked.map((iso) => Date.parse(iso)).filter((instant) => !Number.isNaN(instant));
  const overlapsBooking = (start: number) =>
    booked.some((taken) => taken < start + slotMs && start < taken + slotMs);
  const first = input.startDate ?? isoDateInTimeZone(input.now, input.timeZone);
  const starts = new Set<number>();
  for (let day = 0; day < input.days; day += 1) {
    for (const start of startsOn(addDays(first, day), input, department)) {
      if (start >= earliest && !overlapsBooking(start)) starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b).map((start) => formatZonedIso(start, input.timeZone));
}
