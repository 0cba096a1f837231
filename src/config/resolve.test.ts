import { describe, expect, it } from 'vitest';
import { platformDefaults } from './defaults';
import { SiteConfigError } from './errors';
import { captureError } from './config-error-test-fixture';
import { resolveSiteConfig } from './resolve';

const siteSlug = 'harbourside';

function resolve(layers: Parameters<typeof resolveSiteConfig>[0]['layers'], financeProvider?: string | null) {
  return resolveSiteConfig({ siteSlug, groupSlug: 'test-group', financeProvider, layers });
}

describe('resolveSiteConfig layering', () => {
  it('gives the platform defaults plus the injected identity when there are no overrides', () => {
    const config = resolve({});
    expect(config).toEqual({ ...platformDefaults, siteSlug, groupId: 'test-group' });
  });

  it('applies group, then site, then dealership; later layers win', () => {
    const config = resolve({
      group: { finance: { interestSliderDisabled: true, termMaxYears: 6 }, cards: { soldRetentionDays: 5 } },
      site: { finance: { termMaxYears: 5 } },
      dealership: { cards: { soldRetentionDays: 7 } },
      dealershipSlug: 'test-dealer',
    });
    expect(config.finance.interestSliderDisabled).toBe(true);
    expect(config.finance.termMaxYears).toBe(5);
    expect(config.cards.soldRetentionDays).toBe(7);
    expect(config.finance.interestRange).toEqual({ min: 0.5, max: 15, step: 0.5 });
  });

  it('deep-merges a partial object onto the defaults', () => {
    const config = resolve({ site: { finance: { interestRange: { min: 9.95, max: 19.95 } } } });
    expect(config.finance.interestRange).toEqual({ min: 9.95, max: 19.95, step: 0.5 });
  });

  it('replaces arrays whole', () => {
    const config = resolve({ site: { promo: { stickyCtaCardPositions: [5, 10, 15, 20, 25, 30] } } });
    expect(config.promo.stickyCtaCardPositions).toEqual([5, 10, 15, 20, 25, 30]);
  });

  it('lets null clear a nullable default and delete a map entry', () => {
    const config = resolve({
      site: { finance: { disclaimerTruncateAt: null, manufacturerFinanceLock: { Toyota: null } } },
    });
    expect(config.finance.disclaimerTruncateAt).toBeNull();
    expect(config.finance.manufacturerFinanceLock).toEqual({});
  });

  it('switches the promo card position to random as a whole member', () => {
    const config = resolve({ group: { promo: { cardPosition: { mode: 'random', min: 3, max: 5 } } } });
    expect(config.promo.cardPosition).toEqual({ mode: 'random', min: 3, max: 5 });
  });

  it('never lets a layer set the injected siteSlug or groupId', () => {
    expect(() => resolve({ site: { siteSlug: 'other' } })).toThrow(
      'site harbourside: siteSlug: Unrecognized key',
    );
    expect(() => resolve({ site: { groupId: 'other' } })).toThrow(SiteConfigError);
  });

  it('does not mutate the override layers', () => {
    const site = { finance: { interestRange: { min: 2 } } };
    resolve({ site });
    expect(site).toEqual({ finance: { interestRange: { min: 2 } } });
  });
});

describe('resolveSiteConfig provider profiles', () => {
  const taurusRule = {
    requireInStock: true,
    minPriceExclusive: 500,
    maxAgeYearsExclusive: 12,
    requireComparisonRate: true,
    requirePayment: null,
  };

  it('applies the profile of the site row provider', () => {
    const config = resolve({}, 'taurus');
    expect(config.finance.provider).toBe('taurus');
    expect(config.finance.summaryRule).toEqual(taurusRule);
  });

  it('uses the provider named by the layers over the site row', () => {
    const config = resolve({ site: { finance: { provider: 'nissanFinance' } } }, 'taurus');
    expect(config.finance.provider).toBe('nissanFinance');
    expect(config.finance.summaryRule.requirePayment).toBe('month');
  });

  it('lets group, site and dealership layers override the profile', () => {
    const config = resolve({
      group: { finance: { provider: 'taurus' } },
      dealership: { finance: { summaryRule: { maxAgeYearsExclusive: 10 } } },
    });
    expect(config.finance.summaryRule).toEqual({ ...taurusRule, maxAgeYearsExclusive: 10 });
  });

  it('applies no profile when a layer clears the provider', () => {
    const config = resolve({ site: { finance: { provider: null } } }, 'taurus');
    expect(config.finance.provider).toBeNull();
    expect(config.finance.summaryRule).toEqual(platformDefaults.finance.summaryRule);
  });

  it('rejects an unknown site row provider with the field path', () => {
    const error = captureError(() => resolve({}, 'acmeFinance'));
    expect(error.path).toBe('finance.provider');
    expect(error.message).toMatch(/^site harbourside: finance\.provider: /);
  });
});
