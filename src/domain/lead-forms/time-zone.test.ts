import { describe, expect, it } from 'vitest';
import { timeZoneForState } from './time-zone';

describe('timeZoneForState', () => {
  it('maps every state and territory to its zone, in any case and spacing', () => {
    expect(timeZoneForState('NSW', 'Australia/Brisbane')).toBe('Australia/Sydney');
    expect(timeZoneForState(' vic ', 'Australia/Brisbane')).toBe('Australia/Melbourne');
    expect(timeZoneForState('ACT', 'x')).toBe('Australia/Sydney');
    expect(timeZoneForState('QLD', 'x')).toBe('Australia/Brisbane');
    expect(timeZoneForState('SA', 'x')).toBe('Australia/Adelaide');
    expect(timeZoneForState('WA', 'x')).toBe('Australia/Perth');
    expect(timeZoneForState('TAS', 'x')).toBe('Australia/Hobart');
    expect(timeZoneForState('NT', 'x')).toBe('Australia/Darwin');
  });

  it("falls back to the site's zone for a missing or unknown state", () => {
    expect(timeZoneForState(null, 'Australia/Perth')).toBe('Australia/Perth');
    expect(timeZoneForState('', 'Australia/Perth')).toBe('Australia/Perth');
    expect(timeZoneForState('Auckland', 'Australia/Perth')).toBe('Australia/Perth');
  });
});
