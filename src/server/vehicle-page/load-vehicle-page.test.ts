import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteContext } from '@/server/sites/site-context';
import * as s from '@/server/db/schema';
import { loadVehiclePage } from './load-vehicle-page';
import { loadVehiclePageForm, vehiclePageFormParam } from './page-form';
import { loadVehiclePageView } from './vehicle-page-view';
import { insertCarOnlyOnB, insertVehicleFixture, NOW, vehicleSitesForThisFile } from './test-fixture';

const test = vehicleSitesForThisFile('vp');

beforeAll(async () => insertCarOnlyOnB(test.db, test.b));

describe('loadVehiclePage', () => {
  it('loads the car with everything the page shows', async () => {
    const data = (await loadVehiclePage(test.db, test.siteA, 'car-1', NOW))!;
    expect(data.site).toEqual({ id: test.a.siteId, slug: 'vp-a', name: 'vp-a Motors' });
    expect(data.title).toBe('2021 Mazda CX-5 Touring');
    expect(data.car).toMatchObject({ id: test.a.carId, slug: 'car-1', stocknum: 'S1', price: 30000, km: 0 });
    expect(data.car).not.toHaveProperty('siteId');
    expect(data.images).toEqual([
      { url: '/media/car/0.jpg', thumbUrl: '/media/car/0-thumb.jpg', width: null, height: null },
      { url: '/media/car/1.jpg', thumbUrl: '/media/car/1-thumb.jpg', width: null, height: null },
    ]);
    expect(data.spin).toEqual({
      frames: ['/media/spin/0.jpg', '/media/spin/1.jpg'],
      hotspots: [
        {
          id: expect.any(Number),
          view: 'exterior',
          frameIndex: 0,
          x: 40,
          y: 50,
          title: 'Wheels',
          description: '19-inch alloys',
        },
      ],
      interiorUrl: null,
      code: null,
    });
    expect(data.video).toEqual({ url: 'https://youtu.be/abc', externalUrl: null });
    expect(data.variant).toMatchObject({ cylinders: 4, torque: 252, induction: null });
    expect(data.variant).not.toHaveProperty('siteId');
    expect(data.location).toMatchObject({ id: test.a.yardIds.main, name: 'Brisbane Yard', city: 'Brisbane' });
    expect(data.primaryLocation).toEqual({
      id: test.a.yardIds.main,
      name: 'Brisbane Yard',
      city: 'Brisbane',
    });
    expect(data.distributionLocations).toEqual([
      { id: test.a.yardIds.annex, name: 'Ipswich Yard', slug: 'vp-a-ipswich', city: 'Ipswich' },
    ]);
    expect(data.dealership).toMatchObject({ slug: 'vp-a-dealer', name: 'vp-a Dealer' });
    expect(data.phone).toBe('07 3000 0001');
    expect(data.comments).toBe('One owner.');
    expect(data.features).toEqual(['Sunroof']);
    expect(data.views).toBe(17);
    expect(data.status).toEqual({
      inStock: true,
      sold: false,
      reserved: false,
      checkoutEnabled: true,
      tradeInEligible: true,
    });
    expect(data.breadcrumbs).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Mazda', href: '/search/used-cars/mazda' },
      { label: 'CX-5', href: '/search/used-cars/mazda/cx-5' },
      { label: 'SUVs', href: '/search/used-cars/mazda/cx-5?body=SUV' },
      { label: '2021 Mazda CX-5 Touring', href: null },
    ]);
    expect(data.similarHref).toBe('/search/new-used-and-demo-cars/mazda/cx-5?body=SUV');
  });

  it("applies the dealership's config layer and the caravan overlay (A-11, A-12)", async () => {
    const car = (await loadVehiclePage(test.db, test.siteA, 'car-1', NOW))!;
    expect(car.config.vehicle.actions.finance.label).toBe('Finance Enquiry');
    expect(car.config.siteUrl).toBe('https://vp-a.test');
    const caravan = (await loadVehiclePage(test.db, test.siteA, 'car-5', NOW))!;
    expect(caravan.config.vehicle.actions.testDrive.label).toBe('Book Inspection');
    // The caravan stands at the second yard; the primary yard is still Brisbane (D-79).
    expect(caravan.location.city).toBe('Ipswich');
    expect(caravan.primaryLocation?.city).toBe('Brisbane');
    expect(caravan.distributionLocations).toEqual([]);
  });

  it('keeps a sold car within its 3-day retention, flagged sold (D-58), and drops it after', async () => {
    const sold = (await loadVehiclePage(test.db, test.siteA, 'car-2', NOW))!;
    expect(sold.status).toEqual({
      inStock: false,
      sold: true,
      reserved: false,
      checkoutEnabled: false,
      tradeInEligible: false,
    });
    expect(await loadVehiclePage(test.db, test.siteA, 'car-3', NOW)).toBeNull();
  });

  it('is null for an unknown slug and for a stock number the site hides (C-29)', async () => {
    expect(await loadVehiclePage(test.db, test.siteA, 'no-such-car', NOW)).toBeNull();
    expect(await loadVehiclePage(test.db, test.siteA, 'car-4', NOW)).toBeNull();
  });

  it("tenant isolation: site A cannot load site B's slug, and a shared slug is each site's own car", async () => {
    expect(await loadVehiclePage(test.db, test.siteA, 'only-on-b', NOW)).toBeNull();
    expect((await loadVehiclePage(test.db, test.siteB, 'only-on-b', NOW))?.title).toBe('2020 Kia Sportage');
    const [onA, onB] = [
      (await loadVehiclePage(test.db, test.siteA, 'car-1', NOW))!,
      (await loadVehiclePage(test.db, test.siteB, 'car-1', NOW))!,
    ];
    expect(onA.car.id).toBe(test.a.carId);
    expect(onB.car.id).toBe(test.b.carId);
    expect(onB.site.id).toBe(test.b.siteId);
    expect(onB.location.id).toBe(test.b.yardIds.main);
    expect(onB.dealership.slug).toBe('vp-b-dealer');
    expect(onB.images.map((image) => image.url)).toEqual(['/media/car/0.jpg', '/media/car/1.jpg']);
  });
});

describe('loadVehiclePageForm (the modals without script, D-103)', () => {
  it('opens Enquire Now for ?enquire=1 and Request Photos for ?request_photos=1, about the car', async () => {
    const data = (await loadVehiclePage(test.db, test.siteA, 'car-1', NOW))!;
    const enquire = await loadVehiclePageForm(
      test.db,
      test.siteA,
      data,
      vehiclePageFormParam({ enquire: '1' }),
    );
    expect(enquire).toMatchObject({ id: 'enquire', title: 'Enquire Now', setup: { kind: 'enquiry' } });
    expect(enquire!.setup.car).toMatchObject({ id: test.a.carId });
    const photos = await loadVehiclePageForm(
      test.db,
      test.siteA,
      data,
      vehiclePageFormParam({ request_photos: '1' }),
    );
    expect(photos).toMatchObject({
      id: 'request-photos',
      title: 'Request Photos',
      setup: { kind: 'request_photos' },
    });
  });

  it('is null for any other query and for an action the site hides', async () => {
    const data = (await loadVehiclePage(test.db, test.siteA, 'car-1', NOW))!;
    expect(await loadVehiclePageForm(test.db, test.siteA, data, vehiclePageFormParam({}))).toBeNull();
    expect(
      await loadVehiclePageForm(test.db, test.siteA, data, vehiclePageFormParam({ enquire: 'yes' })),
    ).toBeNull();
    const actions = { ...data.config.vehicle.actions, enquire: { label: null, hidden: true } };
    const hidden = { ...data, config: { ...data.config, vehicle: { ...data.config.vehicle, actions } } };
    expect(
      await loadVehiclePageForm(test.db, test.siteA, hidden, vehiclePageFormParam({ enquire: '1' })),
    ).toBeNull();
  });
});

describe('loadVehiclePageView (the one loader of /cars/{slug})', () => {
  it('assembles the page of the site’s car with its own storage keys and the asked-for form', async () => {
    const view = (await loadVehiclePageView(
      test.db,
      test.siteA,
      { slug: 'car-1', host: 'vp-a.localhost', form: 'enquire' },
      NOW,
    ))!;
    expect(view.siteName).toBe('vp-a Motors');
    expect(view.data.car.id).toBe(test.a.carId);
    // the site's configured siteUrl wins over the request's host
    expect(view.seo.canonicalUrl).toBe('https://vp-a.test/cars/car-1');
    expect(view.storageKeys).toEqual({
      locatedAtDismissed: `forecourt:${test.a.siteId}:located-at-dismissed`,
      viewedCars: `forecourt:${test.a.siteId}:viewed-cars`,
      visitorId: `forecourt:${test.a.siteId}:visitor-id`,
    });
    expect(view.viewedCar).toMatchObject({ id: test.a.carId, stocknum: 'S1', make: 'Mazda', model: 'CX-5' });
    expect(view.form).toMatchObject({ id: 'enquire', title: 'Enquire Now' });
    expect(view.mobileBarActions.length).toBeGreaterThan(0);
  });

  it('has no form without one asked for, and no page for another site’s car', async () => {
    const view = await loadVehiclePageView(
      test.db,
      test.siteA,
      { slug: 'car-1', host: 'vp-a.localhost', form: null },
      NOW,
    );
    expect(view!.form).toBeNull();
    const request = { slug: 'only-on-b', host: 'vp-a.localhost', form: null };
    expect(await loadVehiclePageView(test.db, test.siteA, request, NOW)).toBeNull();
    expect(await loadVehiclePageView(test.db, test.siteB, request, NOW)).not.toBeNull();
  });

  it("starts the finance calculator and the sticky weekly figure from the site provider's lender (F-27, D-61)", async () => {
    const c = await insertVehicleFixture(test.db, 'vp-finance');
    await test.db
      .update(s.sites)
      .set({ configOverrides: { siteUrl: 'https://vp-finance.test', finance: { provider: 'angle' } } })
      .where(eq(s.sites.id, c.siteId));
    // Westpac's published car loan: 7.49 % with $250 and $12 a month is 8.68 % on $30,000 over 5 years.
    const fees = { establishmentFees: 250, monthlyFee: 12 };
    const lender = { siteId: c.siteId, vehicleId: c.carId, ...fees, paymentWeek: 111.01 };
    await test.db.insert(s.vehicleFinanceLenders).values([
      { ...lender, provider: 'angle', interestRate: 7.49, termYears: 5, balloon: 9000 },
      { ...lender, provider: 'manual', interestRate: 12 },
    ]);
    const site = await loadSiteContext(test.db, c.siteId);
    const view = (await loadVehiclePageView(test.db, site, { slug: 'car-1', host: 'x', form: null }, NOW))!;
    expect(view.financeCalculator.defaults).toMatchObject({
      amount: 30_000,
      termYears: 5,
      interestRatePercent: 7.49,
      residual: 9000,
    });
    expect(view.financeCalculator.comparisonRate).toBe('8.68%');
    // The annuity formula on $30,000 + $250 fee at 7.49% over 260 weeks with a $9,000 balloon: $111.009 a week.
    expect(view.stickyHeader?.weeklyFinance).toBe('$111/wk at 7.49% p.a. (comparison rate 8.68% p.a.*)');
    // Site A's car of the same slug has no lender: the spec's defaults, and no weekly figure.
    const onA = (await loadVehiclePageView(
      test.db,
      test.siteA,
      { slug: 'car-1', host: 'x', form: null },
      NOW,
    ))!;
    expect(onA.financeCalculator.defaults).toMatchObject({ termYears: 6, interestRatePercent: 10 });
    expect(onA.stickyHeader?.weeklyFinance).toBeNull();
    expect(view.youxQuoteCarId).toBeNull();
  });

  it("shows the car's youX quote as the sticky weekly figure first (F-43, D-61); youX is never asked by default", async () => {
    const c = await insertVehicleFixture(test.db, 'vp-youx');
    // youX's 6.49% on the $30,000 price over its 60 months: $135.188 a week.
    const youx = { youxWeeklyRepayment: 135.19, youxComparisonRate: 7.12, youxAdvertisedRate: 6.49 };
    const setProvider = (provider: string) =>
      test.db
        .update(s.sites)
        .set({ configOverrides: { siteUrl: 'https://vp-youx.test', finance: { provider } } })
        .where(eq(s.sites.id, c.siteId));
    const load = async () => {
      const site = await loadSiteContext(test.db, c.siteId);
      return (await loadVehiclePageView(test.db, site, { slug: 'car-1', host: 'x', form: null }, NOW))!;
    };
    await setProvider('angle');
    await test.db.insert(s.vehicleFinanceLenders).values({
      siteId: c.siteId,
      vehicleId: c.carId,
      provider: 'angle',
      interestRate: 7.49,
      establishmentFees: 250,
      monthlyFee: 12,
      paymentWeek: 120.44,
    });
    // No term on the record: the site's 6 years. $30,250 at 7.49% over 312 weeks is $120.436 a week.
    expect((await load()).stickyHeader?.weeklyFinance).toBe(
      '$120/wk at 7.49% p.a. (comparison rate 8.68% p.a.*)',
    );
    await test.db.update(s.vehicles).set(youx).where(eq(s.vehicles.id, c.carId));
    expect((await load()).stickyHeader?.weeklyFinance).toBe(
      '$135/wk at 6.49% p.a. (comparison rate 7.12% p.a.*)',
    );
    // A youX site: the stored quote stands in for the youX lender record the car does not have (F-31, F-41).
    await setProvider('youx');
    expect((await load()).stickyHeader?.weeklyFinance).toBe(
      '$135/wk at 6.49% p.a. (comparison rate 7.12% p.a.*)',
    );
    // Without a quote and with a vin the page would ask youX, but no YOUX_QUOTE_URL is set (decision 029).
    await test.db
      .update(s.vehicles)
      .set({
        youxWeeklyRepayment: null,
        youxComparisonRate: null,
        youxAdvertisedRate: null,
        vin: 'JM0KF4W7A00123456',
      })
      .where(eq(s.vehicles.id, c.carId));
    const unquoted = await load();
    expect(unquoted.stickyHeader?.weeklyFinance).toBeNull();
    expect(unquoted.youxQuoteCarId).toBeNull();
  });
});
