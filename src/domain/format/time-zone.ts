/**
 * Wall-clock time in an IANA zone ↔ instants, with no library: Intl gives the wall clock of an instant,
 * and the offset found that way converts back. Australian zones change offset at 2–3 am on DST days
 * (Sydney, Melbourne, Hobart, Adelaide; never Brisbane, Perth or Darwin), so both directions are checked.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in minutes (Sydney in January: 660). */
export function timeZoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time ('2025-10-05', minutes after midnight) happens in a zone; null when that
 * time does not exist (skipped by a DST change). A time that happens twice (clocks going back) gives the
 * earlier instant.
 */
export function zonedTimeToInstant(isoDate: string, minutes: number, timeZone: string): number | null {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day) + minutes * 60_000;
  // The offset a day either side covers both offsets a DST day can have.
  const candidates = [wall - 86_400_000, wall + 86_400_000]
    .map((probe) => wall - timeZoneOffsetMinutes(probe, timeZone) * 60_000)
    .filter((instant) => instant + timeZoneOffsetMinutes(instant, timeZone) * 60_000 === wall)
    .sort((a, b) => a - b);
  return candidates[0] ?? null;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** '2025-10-05T09:30:00+11:00': the instant written in the zone's own wall clock and offset. */
export function formatZonedIso(instant: number, timeZone: string): string {
  const offset = timeZoneOffsetMinutes(instant, timeZone);
  const wall = new Date(instant + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const date = wall.toISOString().slice(0, 19);
  return `${date}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
