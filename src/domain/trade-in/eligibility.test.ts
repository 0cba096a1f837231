import { describe, expect, it } from 'vitest';
import { isOnlineEstimateEligible, onlineEstimateRefusal } from './eligibility';

const today = new Date('2026-11-26T10:00:00+11:00');

describe('H-42 isOnlineEstimateEligible', () => {
  it('gives an estimate up to 7 years old and up to 100,000 km', () => {
    expect(isOnlineEstimateEligible({ year: 2019, km: 100_000 }, today)).toBe(true);
    expect(isOnlineEstimateEligible({ year: 2026, km: 0 }, today)).toBe(true);
  });

  it('refuses cars over 7 years old', () => {
    expect(onlineEstimateRefusal({ year: 2018, km: 20_000 }, today)).toBe('too_old');
    expect(isOnlineEstimateEligible({ year: 2018, km: 20_000 }, today)).toBe(false);
  });

  it('refuses cars over 100,000 km', () => {
    expect(onlineEstimateRefusal({ year: 2022, km: 100_001 }, today)).toBe('too_many_km');
  });

  it('names the age first when both limits are passed', () => {
    expect(onlineEstimateRefusal({ year: 2010, km: 250_000 }, today)).toBe('too_old');
  });

  it('counts the age from the calendar year of today', () => {
    expect(onlineEstimateRefusal({ year: 2018, km: 0 }, new Date(2025, 11, 31))).toBeNull();
    expect(onlineEstimateRefusal({ year: 2018, km: 0 }, new Date(2026, 0, 1))).toBe('too_old');
  });
});
