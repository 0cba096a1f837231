import { beforeAll, describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import * as s from '@/server/db/schema';
import { findSiteByReference, listLeadsWithDelivery } from './queries';
import { submitLead } from './submit-lead';
import { insertLeadSite, leadInput, WEBHOOK_SECRET, WEBHOOK_URL } from './test-fixture';

const T0 = new Date('2026-03-02T01:00:00Z');
const test = databaseForThisFile();
let site: Awaited<ReturnType<typeof insertLeadSite>>;
let other: Awaited<ReturnType<typeof insertLeadSite>>;

beforeAll(async () => {
  site = await insertLeadSite(test.db, {
    slug: 'cli-site',
    overrides: { leadDelivery: { webhook: { url: WEBHOOK_URL, secret: WEBHOOK_SECRET } } },
  });
  other = await insertLeadSite(test.db, { slug: 'cli-other' });
  await test.db.insert(s.siteDomains).values({ siteId: site.siteId, host: 'cars.cli-site.example' });
});

describe('findSiteByReference', () => {
  it('finds a site by slug, id or host, and nothing for an unknown one', async () => {
    const expected = { id: site.siteId, slug: 'cli-site', name: 'cli-site Motors' };
    expect(await findSiteByReference(test.db, 'cli-site')).toEqual(expected);
    expect(await findSiteByReference(test.db, String(site.siteId))).toEqual(expected);
    expect(await findSiteByReference(test.db, 'Cars.Cli-Site.example')).toEqual(expected);
    expect(await findSiteByReference(test.db, 'nope')).toBeNull();
  });

  it('finds nothing, never a failed query, for a number above the database integer range (issue 14)', async () => {
    expect(await findSiteByReference(test.db, '2147483648')).toBeNull();
    expect(await findSiteByReference(test.db, '99999999999999999999')).toBeNull();
  });
});

describe('listLeadsWithDelivery', () => {
  it("lists the site's own leads, newest first, with each channel's state", async () => {
    const older = await submitLead(test.db, leadInput(site.siteId), T0);
    const newer = await submitLead(test.db, leadInput(site.siteId), new Date(T0.getTime() + 60_000));
    await submitLead(test.db, leadInput(other.siteId), T0);
    const listed = await listLeadsWithDelivery(test.db, site.siteId, { limit: 10 });
    expect(listed.map((lead) => lead.id)).toEqual([
      newer.kind === 'created' && newer.leadId,
      older.kind === 'created' && older.leadId,
    ]);
    expect(listed[0]!.deliveries.map((d) => [d.channel, d.target, d.status, d.attempts])).toEqual([
      ['email', 'north@dealer.test', 'pending', 0],
      ['webhook', WEBHOOK_URL, 'pending', 0],
    ]);
    expect(listed.map((lead) => lead.savedColumns)).toEqual([[], []]);
    const olderId = listed[1]!.id;
    await test.db.insert(s.leadMiscellaneous).values(
      ['valuation_b', 'valuation_a'].map((columnName) => ({
        siteId: site.siteId,
        leadId: olderId,
        columnName,
        value: { kind: 'unavailable' },
        savedAt: T0,
      })),
    );
    const relisted = await listLeadsWithDelivery(test.db, site.siteId, { limit: 10 });
    expect(relisted.map((lead) => lead.savedColumns)).toEqual([[], ['valuation_a', 'valuation_b']]);
    expect(await listLeadsWithDelivery(test.db, site.siteId, { limit: 1 })).toHaveLength(1);
  });
});
