/** L-4..L-7: how the group site's 'Sales this Month' counter is worked out (option 141, `group.salesCounter`). */
export type SalesCounterOptions = {
  /** One sale per this many seconds (450: 192 a day, L-5). */
  intervalSeconds: number;
  /** The month starts at local midnight on the 1st in this IANA zone ('Australia/Brisbane'). */
  timezone: string;
};

type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function localParts(at: Date, timeZone: string): LocalParts {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in ms. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the current month began in the zone (local midnight on the 1st). */
export function monthStart(now: Date, timeZone: string): Date {
  const { year, month } = localParts(now, timeZone);
  const wallMidnight = Date.UTC(year, month - 1, 1);
  // The offset at the guess is right unless a DST change lies between it and the real instant; a second pass
  // with the offset at the first answer settles that (Brisbane has no DST, other zones might).
  const first = wallMidnight - zoneOffsetMs(new Date(wallMidnight), timeZone);
  return new Date(wallMidnight - zoneOffsetMs(new Date(first), timeZone));
}

/**
 * L-5: floor(seconds since the start of the month in the group's zone / interval); 0 at local midnight on the
 * 1st (the spec gives no base). `now` is passed in so tests and the browser's own clock drive it.
 */
export function salesThisMonth(now: Date, options: SalesCounterOptions): number {
  const elapsedSeconds = (now.getTime() - monthStart(now, options.timezone).getTime()) / 1000;
  return Math.max(0, Math.floor(elapsedSeconds / options.intervalSeconds));
}

/**
 * L-7: the value shown `elapsedMs` into a count-up from `from` to `to` lasting `durationMs`: eased out, whole
 * numbers only, exactly `to` at the end.
 */
export function countUpValue(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  const t = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - (1 - t) ** 3;
  return Math.round(from + (to - from) * eased);
}
