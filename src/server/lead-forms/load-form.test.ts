import { describe, expect, it } from 'vitest';
import { leadFormFields, leadFormSchema } from '@/domain/leads';
import { pages } from '@/server/db/schema';
import type { SiteContext } from '@/server/sites/site-context';
import { handleLeadFormApi } from './lead-form-api';
import { loadLeadForm } from './load-form';
import { loadContactPage, loadTradeInPage } from './pages';
import { formSitesForThisFile } from './test-fixture';

const test = formSitesForThisFile('forms');

describe('loadLeadForm', () => {
  it("links the site's own published privacy policy in the collection notice, else none (issue 12)", async () => {
    expect(
      (await loadLeadForm(test.db, test.siteA, { kind: 'enquiry' }))!.setup.privacyPolicyHref,
    ).toBeNull();
    await test.db.insert(pages).values([
      { siteId: test.siteA.id, slug: 'privacy-policy', title: 'Privacy', body: 'APPs.' },
      { siteId: test.siteB.id, slug: 'privacy-policy', title: 'Draft', body: 'Soon.', isPublished: false },
    ]);
    expect((await loadLeadForm(test.db, test.siteA, { kind: 'enquiry' }))!.setup.privacyPolicyHref).toBe(
      '/privacy-policy',
    );
    expect(
      (await loadLeadForm(test.db, test.siteB, { kind: 'enquiry' }))!.setup.privacyPolicyHref,
    ).toBeNull();
  });

  it("gives a trade-in valuation the site's column for H-41, and no other form", async () => {
    const column = 'trade_in_valuation';
    const withColumn = {
      ...test.siteA,
      config: { ...test.siteA.config, forms: { ...test.siteA.config.forms } },
    };
    withColumn.config.forms.valuationMiscellaneousColumn = column;
    const tradeIn = await loadLeadForm(test.db, withColumn, { kind: 'trade_in' });
    expect(tradeIn!.setup.valuationColumn).toBe(column);
    expect((await loadLeadForm(test.db, withColumn, { kind: 'enquiry' }))!.setup.valuationColumn).toBeNull();
    expect((await loadLeadForm(test.db, test.siteA, { kind: 'trade_in' }))!.setup.valuationColumn).toBeNull();
  });

  it("builds the general enquiry from the site's dealerships and config", async () => {
    const loaded = await loadLeadForm(test.db, test.siteA, { kind: 'enquiry' });
    const setup = loaded!.setup;
    expect(setup.rules.dealershipOptions).toEqual([
      { value: 'north', label: 'North Motors' },
      { value: 'south', label: 'South Motors' },
    ]);
    expect(setup.rules.termsEnabled).toBe(false);
    expect(leadFormFields('enquiry', setup.rules).map((field) => field.name)).toContain('dealership_slug');
    expect(setup.initialValues).toMatchObject({
      category: 'General Enquiry',
      dealership_slug: '',
      opt_in: false,
    });
    expect(setup.car).toBeNull();
    expect(setup.locationId).toBeNull();
    expect(setup.locationField).toBeNull();
  });

  it("starts an enquiry about a car from the car, and sees its dealership's config layer", async () => {
    const loaded = await loadLeadForm(test.db, test.siteA, { kind: 'enquiry', carId: test.a.sydneyCarId });
    const { setup, leadCar } = loaded!;
    expect(setup.rules.termsEnabled).toBe(true);
    expect(setup.initialValues).toMatchObject({
      category: 'Vehicle Enquiry',
      dealership_slug: 'south',
      message: "I'm interested in the 2021 Mazda CX-5 Touring (stock number S2). Please contact me.",
      subcategory: 'Used Vehicle',
    });
    expect(leadCar).toMatchObject({ id: test.a.sydneyCarId, dealershipSlug: 'south', stocknum: 'S2' });
    expect(setup.locationId).toBe(test.a.locations.sydney);
  });

  it('offers the test drive at the car’s yard and the yards it can be brought to (H-31)', async () => {
    const { setup } = (await loadLeadForm(test.db, test.siteA, {
      kind: 'test_drive',
      carId: test.a.sydneyCarId,
    }))!;
    expect(setup.rules.distributionLocationOptions).toEqual([
      { value: String(test.a.locations.sydney), label: 'Sydney Yard' },
      { value: String(test.a.locations.brisbane), label: 'Brisbane Yard' },
    ]);
    expect(setup.locationField).toEqual({
      name: 'distribution_location',
      ids: {
        [String(test.a.locations.sydney)]: test.a.locations.sydney,
        [String(test.a.locations.brisbane)]: test.a.locations.brisbane,
      },
    });
    expect(setup.car).toEqual({
      id: test.a.sydneyCarId,
      title: '2021 Mazda CX-5 Touring KF',
      image: null,
      locationId: test.a.locations.sydney,
      price: null,
    });
  });

  it('has no location field for a car whose yard has no distribution, and shows its image', async () => {
    const { setup } = (await loadLeadForm(test.db, test.siteA, { kind: 'test_drive', carId: test.a.carId }))!;
    expect(setup.rules.distributionLocationOptions).toEqual([]);
    expect(setup.locationField).toBeNull();
    expect(setup.locationId).toBe(test.a.locations.brisbane);
    expect(setup.car?.image).toEqual({
      url: '/media/vehicle/suv/336699/side.svg',
      alt: '2021 Mazda CX-5 Touring',
    });
  });

  it('lets a test drive without a car choose among the sales yards', async () => {
    const { setup } = (await loadLeadForm(test.db, test.siteA, { kind: 'test_drive' }))!;
    expect(setup.rules.distributionLocationOptions.map((option) => option.label)).toEqual([
      'Brisbane Yard',
      'Sydney Yard',
    ]);
    expect(setup.locationId).toBeNull();
  });

  it('books a service at the service locations', async () => {
    const { setup } = (await loadLeadForm(test.db, test.siteA, { kind: 'service' }))!;
    expect(setup.rules.serviceLocationOptions).toEqual([
      { value: 'service-centre', label: 'Service Centre' },
    ]);
    expect(setup.initialValues.location).toBe('service-centre');
    expect(setup.locationField).toEqual({
      name: 'location',
      ids: { 'service-centre': test.a.locations.service },
    });
  });

  it("preselects a location page's dealership", async () => {
    const { setup, location } = (await loadLeadForm(test.db, test.siteA, {
      kind: 'enquiry',
      locationId: test.a.locations.sydney,
    }))!;
    expect(location?.slug).toBe('sydney');
    expect(setup.initialValues.dealership_slug).toBe('south');
    expect(setup.locationId).toBe(test.a.locations.sydney);
  });

  it("refuses another site's car, location or offer", async () => {
    expect(await loadLeadForm(test.db, test.siteB, { kind: 'enquiry', carId: test.a.carId })).toBeNull();
    expect(
      await loadLeadForm(test.db, test.siteB, { kind: 'enquiry', locationId: test.a.locations.brisbane }),
    ).toBeNull();
    expect(await loadLeadForm(test.db, test.siteB, { kind: 'enquiry', offerId: test.a.offerId })).toBeNull();
  });

  it('starts an enquiry about an offer from the offer: its name, message and dealership (H-28)', async () => {
    const { setup, leadOffer, leadCar } = (await loadLeadForm(test.db, test.siteA, {
      kind: 'enquiry',
      offerId: test.a.offerId,
    }))!;
    expect(setup.offer).toEqual({ id: test.a.offerId, title: 'forms-a Winter Sale' });
    expect(setup.car).toBeNull();
    expect(setup.initialValues).toMatchObject({
      category: 'Special Offer Enquiry',
      dealership_slug: 'south',
      message: 'I\'m interested in the offer "forms-a Winter Sale". Please contact me.',
    });
    expect(leadOffer).toEqual({ id: test.a.offerId, title: 'forms-a Winter Sale', dealershipSlug: 'south' });
    expect(leadCar).toBeNull();
  });

  it('opens with values its own schema accepts once the contact fields are filled', async () => {
    const { setup } = (await loadLeadForm(test.db, test.siteA, {
      kind: 'test_drive',
      carId: test.a.sydneyCarId,
    }))!;
    const values = {
      ...setup.initialValues,
      name: 'Jo',
      email: 'jo@example.com',
      phone: '0412 345 678',
      distribution_location: String(test.a.locations.brisbane),
      terms_conditions: true,
    };
    expect(leadFormSchema('test_drive', setup.rules).safeParse(values).success).toBe(true);
  });
});

describe('handleLeadFormApi', () => {
  const get = (site: SiteContext, kind: string, query: string) =>
    handleLeadFormApi(test.db, site, kind, new URLSearchParams(query));

  it('answers a known form for a car of this site', async () => {
    const response = await get(test.siteB, 'test_drive', `car=${test.b.carId}`);
    expect(response.status).toBe(200);
    expect(response.status === 200 && response.body.setup.car?.id).toBe(test.b.carId);
  });

  it('answers the enquiry about an offer of this site, and 404 for an offer of another (H-28)', async () => {
    const response = await get(test.siteA, 'enquiry', `offer=${test.a.offerId}`);
    expect(response.status === 200 && response.body.setup.offer).toEqual({
      id: test.a.offerId,
      title: 'forms-a Winter Sale',
    });
    expect(await get(test.siteB, 'enquiry', `offer=${test.a.offerId}`)).toEqual({
      status: 404,
      body: { error: 'Unknown offer' },
    });
  });

  it("is 404 for an unknown form or another site's car, 400 for a bad id", async () => {
    expect(await get(test.siteA, 'checkout', '')).toEqual({ status: 404, body: { error: 'Unknown form' } });
    expect(await get(test.siteB, 'enquiry', `car=${test.a.carId}`)).toEqual({
      status: 404,
      body: { error: 'Unknown car' },
    });
    expect(await get(test.siteA, 'enquiry', 'car=abc')).toEqual({
      status: 400,
      body: { error: 'Invalid form request', fieldErrors: { car: 'Expected an id' } },
    });
  });
});

describe('loadContactPage', () => {
  it('shows the enquiry about an offer of this site, and ignores one of another site (H-28)', async () => {
    const about = await loadContactPage(test.db, test.siteA, { offer: String(test.a.offerId) });
    expect(about.setup.offer).toEqual({ id: test.a.offerId, title: 'forms-a Winter Sale' });
    const other = await loadContactPage(test.db, test.siteB, { offer: String(test.a.offerId) });
    expect(other.setup.offer).toBeNull();
    expect(other.setup.initialValues).toMatchObject({ category: 'General Enquiry', message: '' });
    expect((await loadContactPage(test.db, test.siteA)).setup.offer).toBeNull();
  });
});

describe('loadTradeInPage', () => {
  it("opens the valuation and the quick trade-in about a car of this site, ignoring another site's (B-14)", async () => {
    const about = await loadTradeInPage(test.db, test.siteA, { car_id: String(test.a.carId) });
    expect([about.valuation.kind, about.quickForm.kind]).toEqual(['trade_in', 'quick_trade_in']);
    expect(about.valuation.car).toMatchObject({ id: test.a.carId });
    expect(about.quickForm.car).toMatchObject({ id: test.a.carId });
    const other = await loadTradeInPage(test.db, test.siteB, { car_id: String(test.a.carId) });
    expect([other.valuation.car, other.quickForm.car]).toEqual([null, null]);
    expect((await loadTradeInPage(test.db, test.siteA, { car_id: 'x' })).valuation.car).toBeNull();
    expect((await loadTradeInPage(test.db, test.siteA)).valuation.car).toBeNull();
  });

  it("offers the site's own makes and models, and the rego lookup only where its config has a service (issue 15)", async () => {
    expect((await loadTradeInPage(test.db, test.siteB)).carEntry).toEqual({
      hasRegoLookup: false,
      makes: ['Mazda'],
      models: ['Mazda:CX-5'],
      // F-65's proposed odometer quick picks, the platform default.
      kmQuickPicks: ['10,000', '20,000', '50,000', '100,000', '150,000', '200,000'],
    });
    const withPicks = {
      ...test.siteB,
      config: {
        ...test.siteB.config,
        finance: { ...test.siteB.config.finance, kmQuickPicks: [5000, 12_500] },
      },
    };
    expect((await loadTradeInPage(test.db, withPicks)).carEntry.kmQuickPicks).toEqual(['5,000', '12,500']);
    const regoLookupService = { endpoint: 'https://rego.example/lookup', apiKey: null, timeoutMs: 3000 };
    const withService = {
      ...test.siteA,
      config: { ...test.siteA.config, tradeIn: { ...test.siteA.config.tradeIn, regoLookupService } },
    };
    expect((await loadTradeInPage(test.db, withService)).carEntry.hasRegoLookup).toBe(true);
  });
});
