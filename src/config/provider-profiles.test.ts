import { describe, expect, it } from 'vitest';
import { providerProfiles } from './provider-profiles';
import { financeProviderIds, siteConfigLayerSchema } from './schema';

const rule = (
  requireInStock: boolean,
  minPriceExclusive: number | null,
  maxAgeYearsExclusive: number | null,
  requireComparisonRate: boolean,
  requirePayment: 'week' | 'month' | null,
) => ({ requireInStock, minPriceExclusive, maxAgeYearsExclusive, requireComparisonRate, requirePayment });

describe('providerProfiles', () => {
  it('has a profile for every provider id', () => {
    expect(Object.keys(providerProfiles).sort()).toEqual([...financeProviderIds].sort());
  });

  it('gives the option 132 summary rules', () => {
    expect(providerProfiles.taurus.summaryRule).toEqual(rule(true, 500, 12, true, null));
    expect(providerProfiles['360finance'].summaryRule).toEqual(rule(true, null, null, false, null));
    expect(providerProfiles.ausloans.summaryRule).toEqual(rule(true, null, null, false, null));
    for (const id of ['manual', 'angle', 'powertorque'] as const) {
      expect(providerProfiles[id].summaryRule).toEqual(rule(true, 500, null, false, 'week'));
    }
    expect(providerProfiles.nissanFinance.summaryRule).toEqual(rule(true, 500, null, false, 'month'));
  });

  it('leaves the providers the spec says nothing about empty', () => {
    expect(providerProfiles.toyotaFinance).toEqual({});
    expect(providerProfiles.youx).toEqual({});
  });

  it('holds only valid finance overrides', () => {
    for (const profile of Object.values(providerProfiles)) {
      expect(siteConfigLayerSchema.safeParse({ finance: profile }).success).toBe(true);
    }
  });

  it('is frozen', () => {
    expect(Object.isFrozen(providerProfiles.taurus.summaryRule)).toBe(true);
  });
});
