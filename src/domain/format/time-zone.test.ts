import { describe, expect, it } from 'vitest';
import { formatZonedIso, timeZoneOffsetMinutes, zonedTimeToInstant } from './time-zone';

const at = (iso: string) => Date.parse(iso);

describe('time-zone helpers', () => {
  it('finds the offsets of Australian zones in winter and summer', () => {
    expect(timeZoneOffsetMinutes(at('2025-07-01T00:00:00Z'), 'Australia/Sydney')).toBe(600);
    expect(timeZoneOffsetMinutes(at('2025-01-01T00:00:00Z'), 'Australia/Sydney')).toBe(660);
    expect(timeZoneOffsetMinutes(at('2025-01-01T00:00:00Z'), 'Australia/Brisbane')).toBe(600);
    expect(timeZoneOffsetMinutes(at('2025-01-01T00:00:00Z'), 'Australia/Adelaide')).toBe(630);
    expect(timeZoneOffsetMinutes(at('2025-07-01T00:00:00Z'), 'Australia/Darwin')).toBe(570);
    expect(timeZoneOffsetMinutes(at('2025-07-01T00:00:00Z'), 'Australia/Perth')).toBe(480);
  });

  it('turns a wall-clock time into its instant', () => {
    expect(zonedTimeToInstant('2025-06-02', 9 * 60, 'Australia/Brisbane')).toBe(at('2025-06-01T23:00:00Z'));
    expect(zonedTimeToInstant('2025-12-24', 8 * 60 + 30, 'Australia/Melbourne')).toBe(
      at('2025-12-23T21:30:00Z'),
    );
  });

  it('has no instant for a time skipped when clocks go forward (Sydney, 5 October 2025)', () => {
    expect(zonedTimeToInstant('2025-10-05', 2 * 60 + 30, 'Australia/Sydney')).toBeNull();
    expect(zonedTimeToInstant('2025-10-05', 60 + 59, 'Australia/Sydney')).toBe(at('2025-10-04T15:59:00Z'));
    expect(zonedTimeToInstant('2025-10-05', 3 * 60, 'Australia/Sydney')).toBe(at('2025-10-04T16:00:00Z'));
  });

  it('takes the earlier instant of a time that happens twice (Sydney, 6 April 2025)', () => {
    expect(zonedTimeToInstant('2025-04-06', 2 * 60 + 30, 'Australia/Sydney')).toBe(
      at('2025-04-05T15:30:00Z'),
    );
    expect(zonedTimeToInstant('2025-04-06', 3 * 60, 'Australia/Sydney')).toBe(at('2025-04-05T17:00:00Z'));
  });

  it("writes an instant in the zone's wall clock and offset", () => {
    expect(formatZonedIso(at('2025-10-04T16:00:00Z'), 'Australia/Sydney')).toBe('2025-10-05T03:00:00+11:00');
    expect(formatZonedIso(at('2025-10-04T15:59:00Z'), 'Australia/Sydney')).toBe('2025-10-05T01:59:00+10:00');
    expect(formatZonedIso(at('2025-07-01T00:00:00Z'), 'Australia/Darwin')).toBe('2025-07-01T09:30:00+09:30');
    expect(formatZonedIso(at('2025-07-01T00:00:00Z'), 'America/St_Johns')).toBe('2025-06-30T21:30:00-02:30');
  });
});
