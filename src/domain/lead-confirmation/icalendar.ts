/**
 * A small RFC 5545 writer for one event (a booked test drive): CRLF line ends, lines folded at 75 octets
 * without splitting a character, TEXT values escaped, DTSTAMP in UTC, DTSTART/DTEND on the yard's clock with
 * TZID and the zone's VTIMEZONE (from the zone database, handed in), or in UTC when no VTIMEZONE is known.
 */
export type CalendarEvent = {
  /** Globally unique and stable: the same lead always gives the same UID, so a second import updates. */
  uid: string;
  /** When the event was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  timeZone: string;
  /** The VTIMEZONE component of `timeZone`, one property per line; null: times are written in UTC. */
  vtimezone: readonly string[] | null;
  summary: string;
  location: string | null;
  description: string | null;
  url: string | null;
};

export const CALENDAR_PRODUCT_ID = '-//Forecourt//Test drive//EN';
const MAX_OCTETS = 75;
const CRLF = '\r\n';

/** RFC 5545 §3.3.11: backslash, semicolon and comma are escaped; a line break becomes \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** RFC 5545 §3.1: a line over 75 octets continues on the next after CRLF and one space, split between characters. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space is one of its 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '20261128T003000Z' */
export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** '20261128T103000': the instant on the zone's wall clock (a DATE-TIME with TZID). */
export function formatLocal(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return `${get('year')}${pad(get('month'))}${pad(get('day'))}T${pad(get('hour'))}${pad(get('minute'))}${pad(get('second'))}`;
}

function dateTime(name: string, instant: Date, event: CalendarEvent): string {
  return event.vtimezone
    ? `${name};TZID=${event.timeZone}:${formatLocal(instant, event.timeZone)}`
    : `${name}:${formatUtc(instant)}`;
}

/** One VCALENDAR with one VEVENT, as served with `text/calendar` and attached to the buyer's email. */
export function buildCalendar(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${CALENDAR_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(event.vtimezone ?? []),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    dateTime('DTSTART', event.start, event),
    dateTime('DTEND', event.end, event),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The lines of a VTIMEZONE block as the zone database gives it (any line ends, blank lines dropped). */
export function vtimezoneLines(component: string | null): string[] | null {
  if (!component) return null;
  const lines = component.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  return lines[0] === 'BEGIN:VTIMEZONE' && lines.at(-1) === 'END:VTIMEZONE' ? lines : null;
}
