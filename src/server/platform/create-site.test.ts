import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { locations, manufacturers, siteDomains, sites, staffMembers } from '@/server/db/schema';
import { importFeed } from '@/server/stock-import/import-feed';
import { createSite } from './create-site';
import { findSiteIdByHost } from '@/server/sites/resolve-site';
import { loadSiteConfig } from '@/server/sites/site-config-loader';

const test = databaseForThisFile();
const ROOT = 'forecourt.test';

beforeAll(async () => {
  await test.db.insert(manufacturers).values({ name: 'Toyota', slug: 'toyota' });
});

const riverside = {
  slug: 'riverside',
  name: 'Riverside Motors',
  host: 'WWW.RiversideMotors.com.au',
  ownerEmail: 'Dana@RiversideMotors.com.au',
  yard: {
    name: 'Riverside Yard',
    street: '2 River Rd',
    city: 'Ipswich',
    state: 'QLD' as const,
    postcode: '4305',
  },
};

describe('createSite (issue 18)', () => {
  it('makes a site that answers at its platform address and its own domain, with defaults and a sales yard', async () => {
    const created = await createSite(test.db, riverside, ROOT);
    if (!created.ok) throw new Error(created.errors.join('; '));
    expect(created).toEqual({
      ok: true,
      siteId: created.siteId,
      slug: 'riverside',
      host: 'www.riversidemotors.com.au',
    });
    expect(await findSiteIdByHost(test.db, 'riverside.forecourt.test', ROOT)).toBe(created.siteId);
    expect(await findSiteIdByHost(test.db, 'www.riversidemotors.com.au', ROOT)).toBe(created.siteId);
    const config = await loadSiteConfig(test.db, created.siteId);
    expect([config.siteSlug, config.stockFeed]).toEqual(['riverside', null]);
    const yards = await test.db
      .select({
        name: locations.name,
        slug: locations.slug,
        type: locations.locationType,
        primary: locations.isPrimary,
      })
      .from(locations)
      .where(eq(locations.siteId, created.siteId));
    expect(yards).toEqual([{ name: 'Riverside Yard', slug: 'riverside-yard', type: 'sales', primary: true }]);

    const staff = await test.db
      .select({
        email: staffMembers.email,
        role: staffMembers.role,
        invitedBy: staffMembers.invitedBy,
        joinedAt: staffMembers.joinedAt,
      })
      .from(staffMembers)
      .where(eq(staffMembers.siteId, created.siteId));
    expect(staff).toEqual([
      { email: 'dana@riversidemotors.com.au', role: 'owner', invitedBy: 'site:create', joinedAt: null },
    ]);

    const report = await importFeed(test.db, created.siteId, {
      format: 'csv',
      input: ['Stock No,VIN,Make,Model,Year,Price\nR1,JTMRWRFV10D123456,Toyota,RAV4,2022,30000\n'],
      full: false,
      now: new Date(),
    });
    expect(report.ok && report.added).toBe(1);
  });

  it('refuses bad input and taken addresses with every reason, writing nothing', async () => {
    const before = await test.db.select({ id: sites.id }).from(sites);
    expect(
      await createSite(
        test.db,
        {
          slug: '-Bad',
          name: 'X',
          host: 'localhost',
          ownerEmail: 'dana@',
          yard: { postcode: '400', state: 'Qld' as 'QLD' },
        },
        ROOT,
      ),
    ).toEqual({
      ok: false,
      errors: [
        'The slug is 1 to 40 lowercase letters, digits and hyphens, not starting or ending with a hyphen',
        'The name is at least 2 characters',
        "'localhost' is not a domain name (www.example.com.au)",
        'The owner email is not an email address',
        'The state is one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA',
        'The postcode is 4 digits',
      ],
      fieldErrors: {
        slug: 'The slug is 1 to 40 lowercase letters, digits and hyphens, not starting or ending with a hyphen',
        name: 'The name is at least 2 characters',
        host: "'localhost' is not a domain name (www.example.com.au)",
        ownerEmail: 'The owner email is not an email address',
        'yard.state': 'The state is one of ACT, NSW, NT, QLD, SA, TAS, VIC, WA',
        'yard.postcode': 'The postcode is 4 digits',
      },
    });
    expect(await createSite(test.db, { slug: 'www', name: 'Www Motors', yard: {} }, ROOT)).toEqual({
      ok: false,
      errors: ['That slug is one of the platform’s own addresses'],
      fieldErrors: { slug: 'That slug is one of the platform’s own addresses' },
    });
    expect(
      await createSite(
        test.db,
        { slug: 'other', name: 'Other', host: 'other.forecourt.test', yard: {} },
        ROOT,
      ),
    ).toEqual({
      ok: false,
      errors: ['other.forecourt.test is under forecourt.test: use --slug for that address'],
      fieldErrors: { host: 'other.forecourt.test is under forecourt.test: use --slug for that address' },
    });
    expect(await createSite(test.db, { ...riverside, host: 'www.riversidemotors.com.au' }, ROOT)).toEqual({
      ok: false,
      errors: [
        'A site with the slug riverside exists',
        "www.riversidemotors.com.au is another site's domain",
      ],
      fieldErrors: {
        slug: 'A site with the slug riverside exists',
        host: "www.riversidemotors.com.au is another site's domain",
      },
    });
    expect(await test.db.select({ id: sites.id }).from(sites)).toEqual(before);
    expect(await test.db.select().from(siteDomains)).toHaveLength(1);
  });
});
