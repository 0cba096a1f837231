import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { DEMO_SITES, DEMO_SITES_FILE } from './demo-sites';
import { defaultRows, groupSite, rowsOf, TEST_NOW } from './test-fixtures';

const rows = defaultRows();
const today = new Date(TEST_NOW.getTime() + 10 * 3_600_000).toISOString().slice(0, 10);

describe('demo content', () => {
  it.each(DEMO_SITES.map((site) => [site.name, site] as const))(
    '%s has past, future and open offers, one hidden on the site itself',
    (_, site) => {
      const offers = rowsOf(rows.offers, site.id);
      expect(offers.some((offer) => offer.expiry !== null && offer.expiry! < today)).toBe(true);
      expect(offers.some((offer) => offer.expiry !== null && offer.expiry! > today)).toBe(true);
      expect(offers.some((offer) => offer.expiry === null)).toBe(true);
      expect(offers.some((offer) => offer.excludedWebsiteIds!.includes(site.id))).toBe(true);
      expect(offers.some((offer) => offer.category === 'Finance offer')).toBe(true);
      expect(offers.some((offer) => offer.sanitizedDescription!.length > 200)).toBe(true);
      expect(offers.some((offer) => offer.sanitizedDescription!.length < 160)).toBe(true);
      expect(offers.every((offer) => !/<[^>]+>/.test(offer.sanitizedDescription!))).toBe(true);
    },
  );

  it("states each finance offer's rate with its comparison rate, computed from the offer's fees (issue 37)", () => {
    // Worked out apart from our code (reg 100 on $30,000 over 5 years, in Python): 5.99 % with $395 and $10 a
    // month is 7.2594 %; 7.49 % with $495 and $10 a month is 8.8966 %.
    const finance = rows.offers.filter((offer) => offer.category === 'Finance offer');
    expect(
      new Set(finance.map((offer) => offer.sanitizedDescription!.match(/\d+\.\d+% p\.a\.\)?/g)?.join(' '))),
    ).toEqual(new Set(['5.99% p.a. 7.26% p.a.)', '7.49% p.a. 8.90% p.a.)']));
    const caravan = finance.find((offer) => offer.name!.startsWith('Caravan'));
    expect(caravan?.name).toBe('Caravan Finance from 7.49% p.a. (comparison rate 8.90% p.a.)');
    for (const offer of rows.offers) expect(`${offer.name} ${offer.description}`).not.toMatch(/[{}]|\s%/);
  });

  it.each(DEMO_SITES.map((site) => [site.name, site] as const))(
    '%s has active, expired and future promotions, reviews and slides',
    (_, site) => {
      const windows = rowsOf(rows.promotions, site.id).map(
        (p) => [p.start!.getTime(), p.expiry!.getTime()] as const,
      );
      const now = TEST_NOW.getTime();
      expect(windows.some(([start, end]) => start <= now && now <= end)).toBe(true);
      expect(windows.some(([, end]) => end < now)).toBe(true);
      expect(windows.some(([start]) => start > now)).toBe(true);
      const ratings = rowsOf(rows.reviews, site.id).map((review) => review.rating);
      expect(ratings.every((rating) => rating >= 1 && rating <= 5)).toBe(true);
      expect(ratings.some((rating) => rating < 4)).toBe(true);
      expect(rowsOf(rows.slides, site.id).length).toBeGreaterThan(0);
      expect(rowsOf(rows.models, site.id).every((model) => model.manufacturerBody)).toBe(true);
    },
  );

  it.each(DEMO_SITES.map((site) => [site.name, site] as const))(
    '%s has a week of opening hours per location and department',
    (_, site) => {
      const hours = rowsOf(rows.openingHours, site.id);
      for (const location of rowsOf(rows.locations, site.id)) {
        const mine = hours.filter((row) => row.locationId === location.id);
        expect(mine.length % 7, location.slug).toBe(0);
        expect(mine.length).toBeGreaterThan(0);
      }
      for (const row of hours) {
        if (row.status === 'Open')
          expect(row.formattedHours).toMatch(/^\d{1,2}:\d{2}(am|pm) - \d{1,2}:\d{2}(am|pm)$/);
        else expect(row.status).toBe('Closed');
      }
    },
  );

  it('has brand grids for cars, motorcycles, trucks and group tiles on the group site', () => {
    const brands = rowsOf(rows.brands, groupSite().id);
    expect(new Set(brands.map((brand) => brand.grid))).toEqual(
      new Set(['cars', 'motorcycles', 'trucks', 'group']),
    );
    expect(brands.some((brand) => brand.skipBrandPage === true)).toBe(true);
    expect(brands.some((brand) => brand.url?.startsWith('https://'))).toBe(true);
  });

  it('gives each site one custom .test domain', () => {
    expect(rows.siteDomains.map((domain) => domain.siteId)).toEqual(DEMO_SITES.map((site) => site.id));
    expect(rows.siteDomains.every((domain) => domain.host.endsWith('.test'))).toBe(true);
  });
});

describe('demo config overrides', () => {
  it.each(
    DEMO_SITES.flatMap((site) =>
      [undefined, ...site.dealerships].map((d) => [site.name, d?.slug ?? '(site)', site, d] as const),
    ),
  )('%s %s resolves against the config schema', (_, __, site, dealership) => {
    const group = DEMO_SITES_FILE.groups.find((candidate) => candidate.slug === site.group);
    const config = resolveSiteConfig({
      siteSlug: site.slug,
      groupSlug: group?.slug ?? null,
      layers: {
        group: group?.overrides,
        site: site.overrides,
        dealership: dealership?.overrides,
        dealershipSlug: dealership?.slug,
      },
    });
    expect(config.siteType).toBe(site.overrides.siteType);
  });

  it.each(DEMO_SITES.map((site) => [site.name, site] as const))(
    "%s's /finance block offers the same loan minimum and interest range as its cars' calculator (issue 37)",
    (_, site) => {
      const group = DEMO_SITES_FILE.groups.find((candidate) => candidate.slug === site.group);
      const { finance } = resolveSiteConfig({
        siteSlug: site.slug,
        groupSlug: group?.slug ?? null,
        layers: { group: group?.overrides, site: site.overrides },
      });
      expect(finance.groupBlock.interestRange).toEqual(finance.interestRange);
      expect(finance.groupBlock.purchasePriceMin).toBe(finance.loanAmount.min);
    },
  );

  it('sets the group-level and dealership-level overrides the group site needs', () => {
    const site = groupSite();
    const group = DEMO_SITES_FILE.groups.find((candidate) => candidate.slug === site.group)!;
    const config = resolveSiteConfig({
      siteSlug: site.slug,
      groupSlug: group.slug,
      layers: { group: group.overrides, site: site.overrides },
    });
    expect(config.promo.cardPosition).toEqual({ mode: 'random', min: 3, max: 5 });
    expect(config.finance.repaymentRounding).toBe('ceilDollar');
    expect(config.finance.establishmentFee).toBe(1300);
    expect(config.group.salesCounter.enabled).toBe(true);
    expect(
      site.dealerships.some(
        (d) => (d.overrides.cards as { soldRetentionDays?: number } | undefined)?.soldRetentionDays === 5,
      ),
    ).toBe(true);
  });
});
