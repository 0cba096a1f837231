import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildCalendar,
  escapeText,
  foldLine,
  formatLocal,
  formatUtc,
  vtimezoneLines,
  type CalendarEvent,
} from './icalendar';

const BRISBANE = [
  'BEGIN:VTIMEZONE',
  'TZID:Australia/Brisbane',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+1000',
  'TZOFFSETTO:+1000',
  'TZNAME:AEST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const event: CalendarEvent = {
  uid: 'lead-3f2a9c1b@harbourside.example',
  stamp: new Date('2026-11-27T01:02:03Z'),
  start: new Date('2026-11-28T00:30:00Z'),
  end: new Date('2026-11-28T01:00:00Z'),
  timeZone: 'Australia/Brisbane',
  vtimezone: BRISBANE,
  summary: 'Test drive: 2022 Toyota Corolla, Ascent; hybrid',
  location: 'Harbourside Toyota, 1 Hunter St, Newcastle NSW 2300',
  description: 'Reference 3F2A9C1B\nPlease bring your driver licence.',
  url: 'https://harbourside.example/success?ref=abc',
};

describe('escapeText (RFC 5545 3.3.11)', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('drops control characters other than the tab', () => {
    expect(escapeText('a\u0007b\u001bc\td')).toBe('abc\td');
  });
});

describe('foldLine (RFC 5545 3.1)', () => {
  const octets = (text: string) => new TextEncoder().encode(text).length;

  it('leaves a line of 75 octets alone', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
  });

  it('continues a longer line after CRLF and one space, 75 octets a line', () => {
    const folded = foldLine('x'.repeat(160));
    const lines = folded.split('\r\n');
    expect(lines.map(octets)).toEqual([75, 75, 12]);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
  });

  it('never splits a multi-byte character, and unfolds to the original (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const folded = foldLine(text);
        const lines = folded.split('\r\n');
        expect(lines.every((line) => octets(line) <= 75)).toBe(true);
        expect(folded.replace(/\r\n /g, '')).toBe(text);
      }),
    );
  });
});

describe('date-times', () => {
  it('writes DTSTAMP-style UTC times with Z', () => {
    expect(formatUtc(new Date('2026-11-27T01:02:03.456Z'))).toBe('20261127T010203Z');
  });

  it('writes the zone wall clock, daylight saving included', () => {
    expect(formatLocal(new Date('2026-11-28T00:30:00Z'), 'Australia/Brisbane')).toBe('20261128T103000');
    expect(formatLocal(new Date('2026-11-28T00:30:00Z'), 'Australia/Sydney')).toBe('20261128T113000');
    expect(formatLocal(new Date('2026-06-28T14:00:00Z'), 'Australia/Sydney')).toBe('20260629T000000');
  });
});

describe('buildCalendar', () => {
  const ics = buildCalendar(event);
  const lines = ics.split('\r\n');

  it('ends every line with CRLF and has no bare LF', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is one VCALENDAR with the version, product, the zone and one VEVENT', () => {
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Forecourt//Test drive//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines.slice(5, 5 + BRISBANE.length)).toEqual(BRISBANE);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('carries UID, DTSTAMP in UTC and the times with the TZID', () => {
    expect(lines).toContain('UID:lead-3f2a9c1b@harbourside.example');
    expect(lines).toContain('DTSTAMP:20261127T010203Z');
    expect(lines).toContain('DTSTART;TZID=Australia/Brisbane:20261128T103000');
    expect(lines).toContain('DTEND;TZID=Australia/Brisbane:20261128T110000');
  });

  it('escapes the summary, location and description', () => {
    expect(lines).toContain('SUMMARY:Test drive: 2022 Toyota Corolla\\, Ascent\\; hybrid');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'LOCATION:Harbourside Toyota\\, 1 Hunter St\\, Newcastle NSW 2300',
    );
    expect(ics.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Reference 3F2A9C1B\\nPlease bring your driver licence.',
    );
  });

  it('writes the times in UTC when the zone has no VTIMEZONE', () => {
    const utc = buildCalendar({ ...event, vtimezone: null }).split('\r\n');
    expect(utc).toContain('DTSTART:20261128T003000Z');
    expect(utc).toContain('DTEND:20261128T010000Z');
    expect(utc.some((line) => line.startsWith('BEGIN:VTIMEZONE'))).toBe(false);
  });

  it('leaves out what it does not know', () => {
    const bare = buildCalendar({ ...event, location: null, description: null, url: null });
    expect(bare).not.toMatch(/LOCATION|DESCRIPTION|URL:/);
  });
});

describe('vtimezoneLines', () => {
  it('splits a zone database block on any line end and drops blank lines', () => {
    expect(vtimezoneLines(`${BRISBANE.join('\n')}\n`)).toEqual(BRISBANE);
  });

  it('refuses anything that is not one VTIMEZONE', () => {
    expect(vtimezoneLines(null)).toBeNull();
    expect(vtimezoneLines('BEGIN:VEVENT\nEND:VEVENT')).toBeNull();
  });
});
