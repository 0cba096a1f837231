import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadFormFields, leadFormSchema } from '@/domain/leads';
import { createTestDatabase, type TestDatabase } from '@/server/db/testing';
import { loadSiteContext, type SiteContext } from '@/server/sites/site-context';
import { handleLeadFormApi } from './lead-form-api';
import { loadLeadForm } from './load-form';
import { insertFormFixture, type FormFixture } from './test-fixture';

let test: TestDatabase;
let a: FormFixture;
let b: FormFixture;
let siteA: SiteContext;
let siteB: SiteContext;

beforeAll(async () => {
  test = await createTestDatabase();
  a = await insertFormFixture(test.db, 'forms-a');
  b = await insertFormFixture(test.db, 'forms-b');
  siteA = await loadSiteContext(test.db, a.siteId);
  siteB = await loadSiteContext(test.db, b.siteId);
});
afterAll(async () => test.close());

describe('loadLeadForm', () => {
  it("builds the general enquiry from the site's dealerships and config", async () => {
    const loaded = await loadLeadForm(test.db, siteA, { kind: 'enquiry' });
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
    const loaded = await loadLeadForm(test.db, siteA, { kind: 'enquiry', carId: a.sydneyCarId });
    const { setup, leadCar } = loaded!;
    expect(setup.rules.termsEnabled).toBe(true);
    expect(setup.initialValues).toMatchObject({
      category: 'Vehicle Enquiry',
      dealership_slug: 'south',
      message: "I'm interested in the 2021 Mazda CX-5 Touring (stock number S2). Please contact me.",
      subcategory: 'Used Vehicle',
    });
    expect(leadCar).toMatchObject({ id: a.sydneyCarId, dealershipSlug: 'south', stocknum: 'S2' });
    expect(setup.locationId).toBe(a.locations.sydney);
  });

  it('offers the test drive at the car’s yard and the yards it can be brought to (H-31)', async () => {
    const { setup } = (await loadLeadForm(test.db, siteA, { kind: 'test_drive', carId: a.sydneyCarId }))!;
    expect(setup.rules.distributionLocationOptions).toEqual([
      { value: String(a.locations.sydney), label: 'Sydney Yard' },
      { value: String(a.locations.brisbane), label: 'Brisbane Yard' },
    ]);
    expect(setup.locationField).toEqual({
      name: 'distribution_location',
      ids: {
        [String(a.locations.sydney)]: a.locations.sydney,
        [String(a.locations.brisbane)]: a.locations.brisbane,
      },
    });
    expect(setup.car).toEqual({
      id: a.sydneyCarId,
      title: '2021 Mazda CX-5 Touring KF',
      image: null,
      locationId: a.locations.sydney,
    });
  });

  it('has no location field for a car whose yard has no distribution, and shows its image', async () => {
    const { setup } = (await loadLeadForm(test.db, siteA, { kind: 'test_drive', carId: a.carId }))!;
    expect(setup.rules.distributionLocationOptions).toEqual([]);
    expect(setup.locationField).toBeNull();
    expect(setup.locationId).toBe(a.locations.brisbane);
    expect(setup.car?.image).toEqual({
      url: '/media/vehicle/suv/336699/side.svg',
      alt: '2021 Mazda CX-5 Touring',
    });
  });

  it('lets a test drive without a car choose among the sales yards', async () => {
    const { setup } = (await loadLeadForm(test.db, siteA, { kind: 'test_drive' }))!;
    expect(setup.rules.distributionLocationOptions.map((option) => option.label)).toEqual([
      'Brisbane Yard',
      'Sydney Yard',
    ]);
    expect(setup.locationId).toBeNull();
  });

  it('books a service at the service locations', async () => {
    const { setup } = (await loadLeadForm(test.db, siteA, { kind: 'service' }))!;
    expect(setup.rules.serviceLocationOptions).toEqual([
      { value: 'service-centre', label: 'Service Centre' },
    ]);
    expect(setup.initialValues.location).toBe('service-centre');
    expect(setup.locationField).toEqual({ name: 'location', ids: { 'service-centre': a.locations.service } });
  });

  it("preselects a location page's dealership", async () => {
    const { setup, location } = (await loadLeadForm(test.db, siteA, {
      kind: 'enquiry',
      locationId: a.locations.sydney,
    }))!;
    expect(location?.slug).toBe('sydney');
    expect(setup.initialValues.dealership_slug).toBe('south');
    expect(setup.locationId).toBe(a.locations.sydney);
  });

  it("refuses another site's car or location", async () => {
    expect(await loadLeadForm(test.db, siteB, { kind: 'enquiry', carId: a.carId })).toBeNull();
    expect(
      await loadLeadForm(test.db, siteB, { kind: 'enquiry', locationId: a.locations.brisbane }),
    ).toBeNull();
  });

  it('opens with values its own schema accepts once the contact fields are filled', async () => {
    const { setup } = (await loadLeadForm(test.db, siteA, { kind: 'test_drive', carId: a.sydneyCarId }))!;
    const values = {
      ...setup.initialValues,
      name: 'Jo',
      email: 'jo@example.com',
      phone: '0412 345 678',
      distribution_location: String(a.locations.brisbane),
      terms_conditions: true,
    };
    expect(leadFormSchema('test_drive', setup.rules).safeParse(values).success).toBe(true);
  });
});

describe('handleLeadFormApi', () => {
  const get = (site: SiteContext, kind: string, query: string) =>
    handleLeadFormApi(test.db, site, kind, new URLSearchParams(query));

  it('answers a known form for a car of this site', async () => {
    const response = await get(siteB, 'test_drive', `car=${b.carId}`);
    expect(response.status).toBe(200);
    expect(response.status === 200 && response.body.setup.car?.id).toBe(b.carId);
  });

  it("is 404 for an unknown form or another site's car, 400 for a bad id", async () => {
    expect(await get(siteA, 'reserve', '')).toEqual({ status: 404, body: { error: 'Unknown form' } });
    expect(await get(siteB, 'enquiry', `car=${a.carId}`)).toEqual({
      status: 404,
      body: { error: 'Unknown car' },
    });
    expect(await get(siteA, 'enquiry', 'car=abc')).toEqual({
      status: 400,
      body: { error: 'Invalid form request', fieldErrors: { car: 'Expected an id' } },
    });
  });
});
