import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import * as s from '@/server/db/schema';
import { postLeadForTest } from '@/server/lead-intake/testing';
import { listLeadsWithDelivery } from '@/server/leads/queries';
import { countLeadRows, insertLeadSite, WEBHOOK_SECRET, WEBHOOK_URL } from '@/server/leads/test-fixture';
import { loadSiteContext, type SiteContext } from '@/server/sites/site-context';
import { loadFinanceAndInsurancePage, loadFinanceApplicationPage } from './finance-application-pages';

const NOW = new Date('2026-03-02T01:00:00Z');
const test = databaseForThisFile(async (db) => {
  const a = await insertLeadSite(db, {
    slug: 'apply-a',
    overrides: { leadDelivery: { webhook: { url: WEBHOOK_URL, secret: WEBHOOK_SECRET } } },
  });
  const b = await insertLeadSite(db, { slug: 'apply-b' });
  return { a, b, siteA: await loadSiteContext(db, a.siteId), siteB: await loadSiteContext(db, b.siteId) };
});

/** The applicant's answers as the browser posts them (money as typed digits). */
const ANSWERS = {
  loan_term_months: '60',
  deposit: '5000',
  employment_status: 'Full-time',
  employer_name: 'Harbour Logistics',
  occupation: 'Supervisor',
  employment_years: '3',
  employment_months: '',
  net_monthly_income: '6200',
  other_monthly_income: '',
  monthly_living_expenses: '1800',
  monthly_housing_cost: '2100',
  monthly_debt_repayments: '',
  name: 'Jo Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  date_of_birth: '1990-07-15',
  residential_status: 'Renting',
  licence_type: 'Full',
  licence_number: '123 456 789',
  licence_state: 'QLD',
  credit_consent: true,
};

let keys = 0;

/** Opens /apply-for-finance as the link of `carId` would, fills it in and posts it like the form does. */
async function apply(site: SiteContext, carId: number | null, answers: Record<string, unknown> = ANSWERS) {
  const query = carId === null ? {} : { car_id: String(carId) };
  const { setup } = await loadFinanceApplicationPage(test.db, site, query);
  keys += 1;
  const body = {
    form_type: 'finance_application',
    car_id: carId,
    idempotency_key: `apply-test-key-${String(keys).padStart(6, '0')}`,
    fields: { ...setup.initialValues, ...answers },
    user_data: { url: '/apply-for-finance' },
    homepage_url: '',
    opened_at: NOW.getTime() - 60_000,
  };
  return postLeadForTest(test.db, site, body, { now: NOW, ip: '203.0.113.7' });
}

describe('the finance application pages (B-22, B-23, B-29)', () => {
  it('opens on a car of the site with its dealership, price and type', async () => {
    const page = await loadFinanceApplicationPage(test.db, test.siteA, {
      car_id: String(test.a.vehicleIds[1]),
    });
    expect(page.car).toEqual({ title: '2022 Toyota HiLux SR', priceText: '$25,001' });
    expect(page.setup.initialValues).toMatchObject({
      dealership_slug: 'west',
      vehicle_price_budget: '25001',
      car_type: 'used',
    });
  });

  it('takes the B-22 query where the form accepts it', async () => {
    const query = { preferredDealership: 'north', vehiclePriceBudget: '40000', car_type: 'new' };
    const page = await loadFinanceApplicationPage(test.db, test.siteA, query);
    expect(page.car).toBeNull();
    expect(page.setup.initialValues).toMatchObject({
      dealership_slug: 'north',
      vehicle_price_budget: '40000',
      car_type: 'new',
    });
    const bad = { preferredDealership: 'nowhere', vehiclePriceBudget: '40k', car_type: 'vintage' };
    const plain = await loadFinanceApplicationPage(test.db, test.siteA, bad);
    expect(plain.setup.initialValues).toMatchObject({
      dealership_slug: '',
      vehicle_price_budget: '',
      car_type: '',
    });
  });

  it('ignores a car of another site (tenant isolation): no car, none of its values', async () => {
    const page = await loadFinanceApplicationPage(test.db, test.siteA, {
      car_id: String(test.b.vehicleIds[1]),
    });
    expect(page.car).toBeNull();
    expect(page.setup.car).toBeNull();
    expect(page.setup.initialValues).toMatchObject({ dealership_slug: '', vehicle_price_budget: '' });
    expect((await loadFinanceApplicationPage(test.db, test.siteA, { car_id: '99999999' })).car).toBeNull();
  });

  it('/finance-and-insurance exists on group sites only', async () => {
    expect(await loadFinanceAndInsurancePage(test.db, test.siteA, {})).toBeNull();
    const group = { ...test.siteA, config: { ...test.siteA.config, siteType: 'group' as const } };
    expect((await loadFinanceAndInsurancePage(test.db, group, {}))?.setup.kind).toBe('finance_application');
  });
});

describe('POST /api/leads with a finance application', () => {
  it('stores the application with its answers, both consents and the email and webhook rows', async () => {
    const reply = await apply(test.siteA, test.a.vehicleIds[0]!);
    expect(reply.status).toBe(201);
    const leadId = (reply.body as { lead_id: string }).lead_id;
    const [lead] = await test.db.select().from(s.leads).where(eq(s.leads.id, leadId));
    expect(lead).toMatchObject({
      siteId: test.a.siteId,
      formType: 'finance_application',
      category: 'Finance Application',
      subcategory: 'Used Vehicle',
      vehicleId: test.a.vehicleIds[0],
      dealershipId: test.a.dealershipIds[0],
      name: 'Jo Citizen',
      phone: '+61412345678',
    });
    expect(lead!.payload.fields).toMatchObject({
      vehicle_price_budget: 25000,
      deposit: 5000,
      net_monthly_income: 6200,
      monthly_debt_repayments: null,
      employment_status: 'Full-time',
      licence_number: '123456789',
      date_of_birth: '1990-07-15',
      credit_consent: true,
    });
    const consents = await test.db
      .select()
      .from(s.consentRecords)
      .where(eq(s.consentRecords.leadId, leadId))
      .orderBy(asc(s.consentRecords.id));
    expect(consents.map((row) => [row.consentType, row.granted, row.method])).toEqual([
      ['marketing', false, 'web form checkbox (finance_application)'],
      ['credit_assessment', true, 'web form checkbox (finance_application)'],
    ]);
    expect(consents[1]!.wording).toBe(
      'I agree that the dealership may use the details in this application to assess it, and may share them with lenders to obtain a finance quote for me.',
    );
    const outbox = await test.db
      .select()
      .from(s.leadOutbox)
      .where(eq(s.leadOutbox.leadId, leadId))
      .orderBy(asc(s.leadOutbox.channel));
    expect(outbox.map((row) => [row.channel, row.target])).toEqual([
      ['email', 'north@dealer.test'],
      ['webhook', WEBHOOK_URL],
    ]);
    const email = outbox[0]!.payload as { subject: string; text: string };
    expect(email.subject).toBe(
      'New Finance Application lead from Jo Citizen - 2021 Toyota Corolla SR (stock S0)',
    );
    const text = email.text.split('\n');
    expect(text).toEqual(
      expect.arrayContaining([
        'Your Loan:',
        '  Vehicle Price or Budget: $25,000',
        '  Deposit: $5,000',
        '  Loan Term: 5 years (60 months)',
        'Income and Expenses:',
        '  Net Monthly Income (after tax): $6,200',
        '  Credit assessment consent: Yes',
      ]),
    );
    expect(email.text).not.toContain('vehicle_price_budget');
    const webhook = outbox[1]!.payload as { data: { form_type: string; fields: Record<string, unknown> } };
    expect(webhook.data.form_type).toBe('finance_application');
    expect(webhook.data.fields).toMatchObject({ net_monthly_income: 6200, loan_term_months: '60' });
  });

  it('answers 400 with the field errors and stores nothing for a bad application', async () => {
    const before = await countLeadRows(test.db);
    const answers = {
      ...ANSWERS,
      net_monthly_income: '6200.50',
      deposit: '20000000',
      date_of_birth: '2010-01-01',
      credit_consent: false,
    };
    expect(await apply(test.siteA, null, answers)).toEqual({
      status: 400,
      body: {
        error: 'Please fix the following errors:',
        fieldErrors: {
          // Site A has two dealerships: without a car the applicant chooses one.
          dealership_slug: ['Preferred Dealership is required.'],
          vehicle_price_budget: ['Vehicle Price or Budget is required.'],
          deposit: ['Deposit must be at most $10,000,000.'],
          net_monthly_income: ['Net Monthly Income (after tax) must be a whole dollar amount, e.g. 25,000.'],
          date_of_birth: ['You must be 18 or older to apply for finance.'],
          credit_consent: [
            'You must agree to the use of your details to assess your application before submitting.',
          ],
        },
      },
    });
    expect(await countLeadRows(test.db)).toEqual(before);
  });

  it("refuses site B's car on site A's application and stores nothing (tenant isolation)", async () => {
    const before = await countLeadRows(test.db);
    const reply = await apply(test.siteA, test.b.vehicleIds[0]!, {
      ...ANSWERS,
      vehicle_price_budget: '25000',
    });
    expect(reply).toEqual({
      status: 400,
      body: {
        error: 'This car or location is not available on this site',
        fieldErrors: { car_id: ['This car or location is not available on this site'] },
      },
    });
    expect(await countLeadRows(test.db)).toEqual(before);
  });

  it("keeps each site's applications to itself", async () => {
    const onB = await apply(test.siteB, test.b.vehicleIds[1]!);
    expect(onB.status).toBe(201);
    const idOnB = (onB.body as { lead_id: string }).lead_id;
    const leadsOfA = await listLeadsWithDelivery(test.db, test.a.siteId, { limit: 50 });
    const leadsOfB = await listLeadsWithDelivery(test.db, test.b.siteId, { limit: 50 });
    expect(leadsOfA.map((lead) => lead.id)).not.toContain(idOnB);
    expect(leadsOfB.map((lead) => [lead.id, lead.formType, lead.category])).toEqual([
      [idOnB, 'finance_application', 'Finance Application'],
    ]);
  });
});
