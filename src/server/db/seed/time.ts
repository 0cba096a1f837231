/**
 * Dates for the demo data, all relative to the generator's `now`. Calendar dates are Brisbane dates
 * (UTC+10, no daylight saving), so the same `now` gives the same dates on every machine.
 */
export const DAY_MS = 86_400_000;
const BRISBANE_OFFSET_MS = 10 * 3_600_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The Brisbane calendar date of an instant, as 'YYYY-MM-DD'. */
export function localDate(date: Date): string {
  return new Date(date.getTime() + BRISBANE_OFFSET_MS).toISOString().slice(0, 10);
}

export function localYear(date: Date): number {
  return Number(localDate(date).slice(0, 4));
}

/** The next date (today included) whose month-day is `monthDay` ('12-25'). */
export function nextMonthDay(now: Date, monthDay: string): string {
  const today = localDate(now);
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear >= today ? thisYear : `${year + 1}-${monthDay}`;
}

/** '08:30' → '8:30am', '17:00' → '5pm' would be ambiguous in tables, so minutes are always shown. */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'pm' : 'am';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')}${suffix}`;
}

export function formatHours(open: string, close: string): string {
  return `${formatTime(open)} - ${formatTime(close)}`;
}
