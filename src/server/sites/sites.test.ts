import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { dealerGroups, dealerships, siteDomains, sites } from '@/server/db/schema';
import { findSiteIdByHost } from './resolve-site';
import { loadSiteContext } from './site-context';
import { validateAllSiteConfigs } from './site-config-loader';

const test = databaseForThisFile();
let alphaId: number;
let betaId: number;

beforeAll(async () => {
  const [group] = await test.db
    .insert(dealerGroups)
    .values({
      slug: 'group-one',
      name: 'Group One',
      configOverrides: { finance: { repaymentRounding: 'ceilDollar' } },
    })
    .returning();
  const [alpha, beta] = await test.db
    .insert(sites)
    .values([
      {
        slug: 'alpha',
        name: 'Alpha Motors',
        groupId: group!.id,
        configOverrides: { cards: { noPriceText: 'Enquire' } },
      },
      { slug: 'beta', name: 'Beta Cars' },
    ])
    .returning();
  alphaId = alpha!.id;
  betaId = beta!.id;
  await test.db.insert(siteDomains).values({ siteId: betaId, host: 'www.beta-cars.test' });
  await test.db.insert(dealerships).values({ siteId: alphaId, slug: 'alpha-north', name: 'Alpha North' });
});

describe('findSiteIdByHost', () => {
  it('resolves a subdomain of the root domain by slug', async () => {
    expect(await findSiteIdByHost(test.db, 'alpha.localhost', 'localhost')).toBe(alphaId);
  });
  it('resolves a registered custom domain exactly', async () => {
    expect(await findSiteIdByHost(test.db, 'www.beta-cars.test', 'localhost')).toBe(betaId);
    expect(await findSiteIdByHost(test.db, 'beta-cars.test', 'localhost')).toBeNull();
  });
  it('returns null for unknown hosts and the bare root domain, never a default site', async () => {
    expect(await findSiteIdByHost(test.db, 'nosuch.localhost', 'localhost')).toBeNull();
    expect(await findSiteIdByHost(test.db, 'localhost', 'localhost')).toBeNull();
    expect(await findSiteIdByHost(test.db, 'alpha.example.com', 'localhost')).toBeNull();
  });
  it('does not serve an inactive site', async () => {
    await test.db.update(sites).set({ isActive: false }).where(eq(sites.id, betaId));
    expect(await findSiteIdByHost(test.db, 'beta.localhost', 'localhost')).toBeNull();
    await test.db.update(sites).set({ isActive: true }).where(eq(sites.id, betaId));
  });
});

describe('loadSiteContext', () => {
  it('merges group and site overrides over the defaults, per site', async () => {
    const alpha = await loadSiteContext(test.db, alphaId);
    const beta = await loadSiteContext(test.db, betaId);
    expect(alpha.name).toBe('Alpha Motors');
    expect(alpha.config.siteSlug).toBe('alpha');
    expect(alpha.config.cards.noPriceText).toBe('Enquire');
    expect(alpha.config.finance.repaymentRounding).toBe('ceilDollar');
    expect(beta.config.cards.noPriceText).toBe('Enquire for price.');
    expect(beta.config.finance.repaymentRounding).toBe('nearestDollar');
  });
});

describe('validateAllSiteConfigs', () => {
  it('accepts valid overrides', async () => {
    expect(await validateAllSiteConfigs(test.db)).toBe(2);
  });

  it('stops on a wrongly typed site override, naming the site and field path', async () => {
    await test.db
      .update(sites)
      .set({ configOverrides: { finance: { interestRange: { min: 'low' } } } })
      .where(eq(sites.id, betaId));
    await expect(validateAllSiteConfigs(test.db)).rejects.toThrow(
      'site beta: finance.interestRange.min: expected number',
    );
    await test.db.update(sites).set({ configOverrides: {} }).where(eq(sites.id, betaId));
  });

  it('stops on a bad dealership override, naming the dealership', async () => {
    await test.db
      .update(dealerships)
      .set({ configOverrides: { cards: { soldRetentionDays: 'three' } } })
      .where(eq(dealerships.slug, 'alpha-north'));
    await expect(validateAllSiteConfigs(test.db)).rejects.toThrow(
      'site alpha (dealership alpha-north): cards.soldRetentionDays: expected number',
    );
    await test.db.update(dealerships).set({ configOverrides: {} }).where(eq(dealerships.slug, 'alpha-north'));
  });
});
