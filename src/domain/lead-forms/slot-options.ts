import { formatWeekdayDate } from '@/domain/format/date';

/** Slots as the picker offers them: one entry per day, each with its times, in the location's own clock. */
export type SlotTime = { value: string; label: string };
export type SlotDay = { date: string; label: string; times: SlotTime[] };

/** '13:30' → '1:30 pm'; '00:15' → '12:15 am'. */
export function slotTimeLabel(clock: string): string {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/**
 * Groups slot starts by day. The server writes each slot in the location's own offset
 * ('2025-10-06T09:00:00+11:00'), so its text already is the location's wall clock: no zone maths here.
 */
export function groupSlotsByDay(slots: readonly string[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const match = WALL_CLOCK.exec(slot);
    if (!match) continue;
    const [, date, clock] = match as unknown as [string, string, string];
    let day = days.find((entry) => entry.date === date);
    if (!day) days.push((day = { date, label: formatWeekdayDate(date), times: [] }));
    day.times.push({ value: slot, label: slotTimeLabel(clock) });
  }
  return days;
}

/** The calendar day ('2025-10-06') of a slot the form holds, or '' when none is chosen. */
export function slotDate(slot: string): string {
  return WALL_CLOCK.exec(slot)?.[1] ?? '';
}
