import { describe, expect, it } from 'vitest';
import { pageDataFixture } from './page-data-fixture';
import { sidebarView } from './sidebar-view';

describe('D-38 sidebarView', () => {
  it('title, price chain with price type, facts, location link and actions', () => {
    const view = sidebarView(pageDataFixture({ beforePrice: 32000 }));
    expect(view.title).toBe('2021 Mazda CX-5 Touring KF');
    expect(view.price).toEqual({
      kind: 'price',
      text: '$30,000',
      wasPrice: '$32,000',
      priceType: 'Drive Away',
    });
    expect(view.facts).toEqual([
      { label: 'Kilometres', value: '42,000 km' },
      { label: 'Year', value: '2021' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Fuel', value: 'Petrol' },
      { label: 'Body', value: 'SUV' },
    ]);
    expect(view.weeklyFinance).toBeNull();
    expect(sidebarView(pageDataFixture(), '$123/wk at 7.49% p.a.').weeklyFinance).toBe(
      '$123/wk at 7.49% p.a.',
    );
    expect(view.location).toEqual({ name: 'Brisbane Yard', href: '/contact-us/brisbane' });
    expect(view.actions.map((action) => action.label)).toEqual([
      'Enquire Now',
      'Reserve Now',
      'Call Dealer',
      'Book a Test Drive',
      'Get Finance',
      'Trade-In Valuation',
      'Request Photos',
    ]);
  });

  it("the no-price text at a price of 10 (D-45), the site's own text (D-48), and subscriptions (D-46)", () => {
    expect(sidebarView(pageDataFixture({ price: 10 })).price.text).toBe('Enquire for price.');
    const enquire = pageDataFixture({ price: 0 }, { cards: { noPriceText: 'Enquire' } });
    expect(sidebarView(enquire).price.text).toBe('Enquire');
    const weekly = pageDataFixture({ subscriptionPrice: 120 }, { cards: { subscriptionsEnabled: true } });
    expect(sidebarView(weekly).price.text).toBe('$120 / week');
    expect(sidebarView(pageDataFixture({ price: 0, preorder: true })).price.text).toBe('PREORDER');
  });

  it('leaves out unknown facts, and links no hidden yard', () => {
    const data = pageDataFixture({
      transmission: null,
      simpleTransmission: null,
      fuel: ' ',
      simpleFuel: null,
    });
    const view = sidebarView({ ...data, location: { ...data.location, isVisible: false } });
    expect(view.facts.map((fact) => fact.label)).toEqual(['Kilometres', 'Year', 'Body']);
    expect(view.location).toEqual({ name: 'Brisbane Yard', href: null });
  });

  it('a towed caravan: its length, sleeps and masses, and no kilometres (issue 17)', () => {
    const caravan = pageDataFixture({
      itemType: 'caravan',
      simpleBody: 'hardtop',
      km: 0,
      transmission: null,
      simpleTransmission: null,
      fuel: null,
      simpleFuel: null,
      bodyLength: 6540,
      sleeps: 4,
      aggregateTrailerMass: 3200,
      tareWeight: 2450,
    });
    expect(sidebarView(caravan).facts).toEqual([
      { label: 'Year', value: '2021' },
      { label: 'Length', value: '6.54 m' },
      { label: 'Sleeps', value: '4' },
      { label: 'ATM', value: '3,200 kg' },
      { label: 'Tare', value: '2,450 kg' },
      { label: 'Body', value: 'Hardtop' },
    ]);
    const motorhome = pageDataFixture({ itemType: 'caravan', simpleBody: 'motorhome', km: 31000, sleeps: 2 });
    expect(sidebarView(motorhome).facts.map((fact) => `${fact.label}: ${fact.value}`)).toEqual([
      'Kilometres: 31,000 km',
      'Year: 2021',
      'Sleeps: 2',
      'Transmission: Automatic',
      'Fuel: Petrol',
    ]);
  });

  it("caravans read 'Book Inspection' (A-12); Instant Message with chat configured (D-65)", () => {
    const caravan = pageDataFixture({ itemType: 'caravan' });
    expect(sidebarView(caravan).actions.map((a) => a.label)).toContain('Book Inspection');
    const chat = pageDataFixture({}, { chat: { integration: 'livechat', token: 'abc' } });
    expect(sidebarView(chat).actions[0]!.label).toBe('Instant Message');
  });

  it("a sold car: 'Find Me Something Similar' to the similar search (D-51)", () => {
    const view = sidebarView(pageDataFixture({ status: 'sold', sold: true }));
    expect(view.actions).toEqual([
      {
        key: 'findSimilar',
        label: 'Find Me Something Similar',
        href: '/search/new-used-and-demo-cars/mazda/cx-5?body=SUV',
        variant: 'outline',
        dialog: null,
      },
    ]);
  });
});

describe('sidebar views and favourite', () => {
  it("D-49: '{n} views', none before the first view", () => {
    expect(sidebarView(pageDataFixture({}, {}, { views: 1 })).viewsText).toBe('1 view');
    expect(sidebarView(pageDataFixture({}, {}, { views: 1234 })).viewsText).toBe('1,234 views');
    expect(sidebarView(pageDataFixture({}, {}, { views: 0 })).viewsText).toBeNull();
  });

  it("the favourite control stores the car under this site's keys (N-7)", () => {
    const images = [{ url: '/media/1.jpg', thumbUrl: '/media/1-t.jpg', width: null, height: null }];
    expect(sidebarView(pageDataFixture({}, {}, { images })).favourite).toEqual({
      save: {
        car: {
          id: 42,
          name: '2021 Mazda CX-5 Touring KF',
          slug: '2021-mazda-cx-5-touring-ab12',
          make: 'Mazda',
          model: 'CX-5',
          primary_image_url: '/media/1.jpg',
        },
        isShownUnsaved: true,
      },
      favourites: {
        savedKey: 'forecourt:7:saved-cars',
        compareKey: 'forecourt:7:compare-cars',
        compareLimit: 3,
      },
    });
  });

  it('D-52/D-53: hidden unsaved for cars not in stock, and without price or photos where the site says so', () => {
    const shown = (data: Parameters<typeof sidebarView>[0]) =>
      sidebarView(data).favourite?.save.isShownUnsaved;
    expect(shown(pageDataFixture({ status: 'sold', sold: true }))).toBe(false);
    expect(shown(pageDataFixture({}, { cards: { hideSaveControlsWithoutPriceOrImages: true } }))).toBe(false);
    expect(shown(pageDataFixture())).toBe(true);
  });

  it('no favourite control on sites without favourites (I-12)', () => {
    expect(sidebarView(pageDataFixture({}, { features: { favouritesStorage: false } })).favourite).toBeNull();
  });
});

describe('E-17 sidebar market data for the market-price tooltip', () => {
  it("passes the price, the car's autograb_data and the site's autograb flag (A-24)", () => {
    const market = { autograbAverageMarketPrice: 31_000, autograbStateAverageMarketPrice: 30_500 };
    expect(sidebarView(pageDataFixture(market, { integrations: { autograb: true } })).market).toEqual({
      price: 30_000,
      averageMarketPrice: 31_000,
      stateAverageMarketPrice: 30_500,
      autograbEnabled: true,
    });
    expect(sidebarView(pageDataFixture(market)).market.autograbEnabled).toBe(false);
  });

  it('gives no price when the label is not a price (no price, preorder)', () => {
    expect(sidebarView(pageDataFixture({ price: 0 })).market.price).toBeNull();
    expect(sidebarView(pageDataFixture({ price: 0, preorder: true })).market.price).toBeNull();
  });
});
