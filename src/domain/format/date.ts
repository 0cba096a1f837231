const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseIsoDate(isoDate: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(isoDate);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) throw new Error(`Not an ISO date: ${isoDate}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** '2025-09-30' → '30 September 2025' (K-10). Works on the calendar date itself, so no time zone can shift it. */
export function formatLongDate(isoDate: string): string {
  const { year, month, day } = parseIsoDate(isoDate);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** '2025-10-06' → 'Monday 6 October' (the test-drive day picker). A calendar date, so no zone can shift it. */
export function formatWeekdayDate(isoDate: string): string {
  const { year, month, day } = parseIsoDate(isoDate);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]}`;
}

/** Today's calendar date ('YYYY-MM-DD') in the given IANA time zone, e.g. the site's 'Australia/Brisbane'. */
export function isoDateInTimeZone(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
