import { describe, expect, it } from 'vitest';
import {
  checkoutLabel,
  isTradeInEligible,
  primaryCta,
  sidebarActions,
  telHref,
  type SidebarActionConfig,
  type SidebarCar,
} from './sidebar-actions';

const action = { label: null, hidden: false };
const config: SidebarActionConfig = {
  actions: {
    call: action,
    enquire: action,
    finance: { label: 'Get Finance', hidden: false },
    tradeIn: action,
    testDrive: action,
    reserve: action,
    requestPhotos: action,
  },
  checkoutRouteStyle: 'checkout',
  checkoutMinPrice: 200,
  showReserveAmount: false,
  reserveAmount: 200,
  chat: { integration: 'none', token: null },
};
const car: SidebarCar = {
  id: 42,
  slug: '2021-mazda-cx-5-maxx-ab12',
  price: 30000,
  carType: 'used',
  status: 'in_stock',
  sold: false,
  reserved: false,
  dealershipSlug: 'summit-mazda',
};
const context: { phone: string | null; similarHref: string } = {
  phone: '07 3000 1234',
  similarHref: '/search/new-used-and-demo-cars/mazda/cx-5',
};
const chat = { integration: 'livechat', token: 'tok-1' };

const run = (c: Partial<SidebarCar> = {}, cfg: Partial<SidebarActionConfig> = {}, ctx = context) =>
  sidebarActions({ ...car, ...c }, { ...config, ...cfg }, ctx);
const labels = (c: Partial<SidebarCar> = {}, cfg: Partial<SidebarActionConfig> = {}, ctx = context) =>
  run(c, cfg, ctx).map((a) => a.label);

describe('D-65 primaryCta', () => {
  it("is 'Instant Message' only with a token, an integration and checkout enabled", () => {
    expect(primaryCta(chat, true)).toBe('instantMessage');
  });

  it("is 'Enquire Now' without a token, without an integration or without checkout", () => {
    expect(primaryCta({ ...chat, token: null }, true)).toBe('enquire');
    expect(primaryCta({ ...chat, token: '  ' }, true)).toBe('enquire');
    expect(primaryCta({ ...chat, integration: 'none' }, true)).toBe('enquire');
    expect(primaryCta(chat, false)).toBe('enquire');
  });

  it('follows checkout: price 200 is not enabled, 201 is (D-55)', () => {
    expect(run({ price: 201 }, { chat })[0]!.label).toBe('Instant Message');
    expect(run({ price: 200 }, { chat })[0]!.label).toBe('Enquire Now');
    expect(run({ status: 'coming_soon', price: 201 }, { chat })[0]!.label).toBe('Instant Message');
  });
});

describe('D-59 isTradeInEligible', () => {
  it('in stock (in_stock, coming_soon) is eligible; sold, reserved and other statuses are not', () => {
    const base = { status: 'in_stock', sold: false, reserved: false };
    expect(isTradeInEligible(base)).toBe(true);
    expect(isTradeInEligible({ ...base, status: 'coming_soon' })).toBe(true);
    expect(isTradeInEligible({ ...base, status: 'sold' })).toBe(false);
    expect(isTradeInEligible({ ...base, sold: true })).toBe(false);
    expect(isTradeInEligible({ ...base, reserved: true })).toBe(false);
    expect(isTradeInEligible({ ...base, status: 'withdrawn' })).toBe(false);
  });
});

describe('D-56/D-57 checkoutLabel', () => {
  it("'Reserve Now', or 'Buy Online' on buy-online sites", () => {
    expect(checkoutLabel(config)).toBe('Reserve Now');
    expect(checkoutLabel({ ...config, checkoutRouteStyle: 'buyOnline' })).toBe('Buy Online');
  });

  it("adds the amount when the site shows it ('Reserve Now $200' by default), never $0", () => {
    expect(checkoutLabel({ ...config, showReserveAmount: true })).toBe('Reserve Now $200');
    expect(checkoutLabel({ ...config, showReserveAmount: true, reserveAmount: 1500 })).toBe(
      'Reserve Now $1,500',
    );
    expect(checkoutLabel({ ...config, showReserveAmount: true, reserveAmount: 0 })).toBe('Reserve Now');
    const buyOnline = { ...config, checkoutRouteStyle: 'buyOnline' as const, showReserveAmount: true };
    expect(checkoutLabel(buyOnline)).toBe('Buy Online $200');
  });

  it("keeps a site's own reserve label (A-11)", () => {
    const actions = { ...config.actions, reserve: { label: 'Hold This Car', hidden: false } };
    expect(checkoutLabel({ ...config, actions, showReserveAmount: true })).toBe('Hold This Car $200');
  });
});

describe('D-38/D-54 sidebarActions', () => {
  it('in stock with checkout: every action in order, with its target and modal', () => {
    expect(run()).toEqual([
      {
        key: 'enquire',
        label: 'Enquire Now',
        href: '/cars/2021-mazda-cx-5-maxx-ab12?enquire=1#enquire',
        variant: 'primary',
        dialog: 'enquiry',
      },
      {
        key: 'checkout',
        label: 'Reserve Now',
        href: '/cars/2021-mazda-cx-5-maxx-ab12/checkout',
        variant: 'accent',
        dialog: null,
      },
      {
        key: 'call',
        label: 'Call Dealer',
        href: 'tel:0730001234',
        variant: 'outline',
        dialog: null,
        revealedLabel: 'Call 07 3000 1234',
      },
      {
        key: 'testDrive',
        label: 'Book a Test Drive',
        href: '/book-test-drive?car=42',
        variant: 'outline',
        dialog: 'test_drive',
      },
      {
        key: 'finance',
        label: 'Get Finance',
        href: '/apply-for-finance?preferredDealership=summit-mazda&vehiclePriceBudget=30000&car_id=42&car_type=used#finance-form',
        variant: 'outline',
        dialog: null,
      },
      {
        key: 'tradeIn',
        label: 'Trade-In Valuation',
        href: '/cars/trade-in?car_id=42',
        variant: 'outline',
        dialog: null,
      },
      {
        key: 'requestPhotos',
        label: 'Request Photos',
        href: '/cars/2021-mazda-cx-5-maxx-ab12?request_photos=1#request-photos',
        variant: 'outline',
        dialog: 'request_photos',
      },
    ]);
  });

  it('no checkout button at a price of 200 or below, or without a price (D-55)', () => {
    for (const price of [200, 10, 0]) expect(labels({ price })).not.toContain('Reserve Now');
    expect(labels({ price: 201 })).toContain('Reserve Now');
  });

  it('Buy Online links to /buy-online on buy-online sites (B-12)', () => {
    const checkout = run({}, { checkoutRouteStyle: 'buyOnline' }).find((a) => a.key === 'checkout');
    expect(checkout).toMatchObject({
      label: 'Buy Online',
      href: '/cars/2021-mazda-cx-5-maxx-ab12/buy-online',
    });
  });

  it('Instant Message replaces Enquire Now as the primary button (D-65)', () => {
    expect(labels({}, { chat }).slice(0, 2)).toEqual(['Instant Message', 'Reserve Now']);
  });

  it('no call button without a dealer phone (D-74)', () => {
    expect(labels({}, {}, { ...context, phone: null })).toEqual([
      'Enquire Now',
      'Reserve Now',
      'Book a Test Drive',
      'Get Finance',
      'Trade-In Valuation',
      'Request Photos',
    ]);
  });

  it('uses the labels a site (or the caravan overlay) sets and leaves hidden actions out (A-11, A-12)', () => {
    const actions = {
      ...config.actions,
      testDrive: { label: 'Book Inspection', hidden: false },
      finance: { label: 'Finance Enquiry', hidden: false },
      call: { label: null, hidden: true },
      tradeIn: { label: null, hidden: true },
      requestPhotos: { label: null, hidden: true },
      reserve: { label: null, hidden: true },
    };
    expect(labels({}, { actions })).toEqual(['Enquire Now', 'Book Inspection', 'Finance Enquiry']);
  });

  it("a sold car or another non-stock status: 'Find Me Something Similar' only (D-51)", () => {
    for (const patch of [{ status: 'sold' }, { sold: true }, { status: 'withdrawn' }]) {
      expect(run(patch)).toEqual([
        {
          key: 'findSimilar',
          label: 'Find Me Something Similar',
          href: '/search/new-used-and-demo-cars/mazda/cx-5',
          variant: 'outline',
          dialog: null,
        },
      ]);
    }
  });

  it('a reserved car can still be enquired about, but has no checkout or detail buttons (X-11)', () => {
    expect(labels({ reserved: true })).toEqual(['Enquire Now', 'Find Me Something Similar']);
    expect(labels({ reserved: true, status: 'sold' })).toEqual(['Find Me Something Similar']);
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading +', () => {
    expect(telHref('(07) 3000 1234')).toBe('tel:0730001234');
    expect(telHref('+61 7 3000 1234')).toBe('tel:+61730001234');
  });
});
