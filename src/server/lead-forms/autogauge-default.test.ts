import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadFormFields } from '@/domain/leads';
import * as s from '@/server/db/schema';
import { vehicleIdBySlug } from '@/server/db/testing/two-site-fixture';
import { postLeadForTest } from '@/server/lead-intake/testing';
import { seedValuationListings } from '@/server/price-comparison/test-fixture';
import type { SiteContext } from '@/server/sites/site-context';
import { isolationSiteContextsForThisFile } from '@/server/sites/testing/isolation-site-contexts';
import { loadLeadForm } from './load-form';

/**
 * E-16: an enquiry about a car whose price gauge shows (E-3..E-5) starts with autogauge_enabled = true, and the
 * lead stores it. 'cx5-subject' has eight comparables (confidence 0.58: shown); 'cx5-shared' has none
 * (confidence 0: hidden). See seedValuationListings.
 */
const NOW = new Date('2026-03-02T01:00:00Z');
const test = isolationSiteContextsForThisFile({
  now: NOW,
  seed: (db, { siteA, siteB }) => seedValuationListings(db, siteA, siteB),
});
const ids: Record<string, number> = {};

const carId = (siteId: number, slug: string) => vehicleIdBySlug(test.db, siteId, slug);

beforeAll(async () => {
  ids.subject = await carId(test.siteA.id, 'cx5-subject');
  ids.sharedA = await carId(test.siteA.id, 'cx5-shared');
  ids.b4 = await carId(test.siteB.id, 'cx5-b4');
});

let keys = 0;
async function postEnquiry(site: SiteContext, car: number, extra: Record<string, unknown> = {}) {
  const form = await loadLeadForm(test.db, site, { kind: 'enquiry', carId: car });
  keys += 1;
  const payload = {
    form_type: 'enquiry',
    car_id: car,
    idempotency_key: `autogauge-key-${String(keys).padStart(6, '0')}`,
    fields: {
      ...form!.setup.initialValues,
      name: 'Sam Buyer',
      email: 'sam@example.com',
      phone: '0412 345 678',
      ...extra,
    },
    homepage_url: '',
    opened_at: NOW.getTime() - 20_000,
  };
  return postLeadForTest(test.db, site, payload, { now: NOW, ip: '203.0.113.7' });
}

async function storedFields(leadId: string): Promise<Record<string, unknown>> {
  const [lead] = await test.db
    .select({ payload: s.leads.payload })
    .from(s.leads)
    .where(eq(s.leads.id, leadId));
  return (lead!.payload as { fields: Record<string, unknown> }).fields;
}

describe('E-16 autogauge_enabled enquiry default', () => {
  it('is true, as a hidden field, for an enquiry about a car whose gauge shows', async () => {
    const { setup } = (await loadLeadForm(test.db, test.siteA, { kind: 'enquiry', carId: ids.subject! }))!;
    expect(setup.rules.autogaugeEnabled).toBe(true);
    expect(setup.initialValues.autogauge_enabled).toBe(true);
    const field = leadFormFields('enquiry', setup.rules).find((entry) => entry.name === 'autogauge_enabled');
    expect(field).toMatchObject({ type: 'hidden', fixedValue: true, required: false, step: 1 });
  });

  it('is absent when the gauge is hidden, for other forms and without a car', async () => {
    const hidden = (await loadLeadForm(test.db, test.siteA, { kind: 'enquiry', carId: ids.sharedA! }))!.setup;
    expect(hidden.rules.autogaugeEnabled).toBe(false);
    expect(hidden.initialValues).not.toHaveProperty('autogauge_enabled');
    const drive = (await loadLeadForm(test.db, test.siteA, { kind: 'test_drive', carId: ids.subject! }))!
      .setup;
    expect(drive.rules.autogaugeEnabled).toBe(false);
    const general = (await loadLeadForm(test.db, test.siteA, { kind: 'enquiry' }))!.setup;
    expect(general.rules.autogaugeEnabled).toBe(false);
    expect(general.initialValues).not.toHaveProperty('autogauge_enabled');
  });

  it('the lead about a car with the gauge stores autogauge_enabled: true (validated by the form schema)', async () => {
    const response = await postEnquiry(test.siteA, ids.subject!);
    expect(response.status).toBe(201);
    const fields = await storedFields((response.body as { lead_id: string }).lead_id);
    expect(fields.autogauge_enabled).toBe(true);
  });

  it('keeps the fixed value whatever the browser sends, and drops a claim for a car without the gauge', async () => {
    const forged = await postEnquiry(test.siteA, ids.subject!, { autogauge_enabled: 'no' });
    expect(forged.status).toBe(201);
    expect((await storedFields((forged.body as { lead_id: string }).lead_id)).autogauge_enabled).toBe(true);
    const claimed = await postEnquiry(test.siteA, ids.sharedA!, { autogauge_enabled: true });
    expect(claimed.status).toBe(201);
    expect(await storedFields((claimed.body as { lead_id: string }).lead_id)).not.toHaveProperty(
      'autogauge_enabled',
    );
  });

  it("decides per site: site B's own car is valued for site B, and site A cannot load it (tenant isolation)", async () => {
    expect(await loadLeadForm(test.db, test.siteA, { kind: 'enquiry', carId: ids.b4! })).toBeNull();
    const { setup } = (await loadLeadForm(test.db, test.siteB, { kind: 'enquiry', carId: ids.b4! }))!;
    expect(setup.initialValues.autogauge_enabled).toBe(true);
    const response = await postEnquiry(test.siteB, ids.b4!);
    expect(response.status).toBe(201);
    const leadId = (response.body as { lead_id: string }).lead_id;
    expect((await storedFields(leadId)).autogauge_enabled).toBe(true);
    const [lead] = await test.db
      .select({ siteId: s.leads.siteId })
      .from(s.leads)
      .where(eq(s.leads.id, leadId));
    expect(lead!.siteId).toBe(test.siteB.id);
  });
});
