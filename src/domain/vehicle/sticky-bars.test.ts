import { describe, expect, it } from 'vitest';
import { pageDataFixture } from './page-data-fixture';
import { sidebarView } from './sidebar-view';
import { isMobileBarOpen, isStickyHeaderShown, mobileBarActions, stickyHeaderView } from './sticky-bars';

const image = { url: '/media/a.svg', thumbUrl: '/media/a-thumb.svg', width: 600, height: 400 };

describe('sticky header (D-60..D-63)', () => {
  it('shows past 500 px of scroll only', () => {
    expect([0, 500, 501].map(isStickyHeaderShown)).toEqual([false, false, true]);
  });

  it('shows thumbnail, name, transmission and body, price and type, finance and trade-in', () => {
    const data = pageDataFixture({}, {}, { images: [image] });
    expect(stickyHeaderView(data, sidebarView(data, '$123/wk at 7.49% p.a.'))).toEqual({
      title: '2021 Mazda CX-5 Touring KF',
      thumbUrl: '/media/a-thumb.svg',
      summary: 'Automatic · SUV',
      price: '$30,000',
      priceType: 'Drive Away',
      weeklyFinance: '$123/wk at 7.49% p.a.',
      finance: {
        label: 'Get Finance',
        href: '/apply-for-finance?preferredDealership=demo-motors&vehiclePriceBudget=30000&car_id=42&car_type=used#finance-form',
      },
      tradeIn: { label: 'Trade-In Valuation', href: '/cars/trade-in?car_id=42' },
    });
  });

  it('reads stored codes as words, the site’s own where it has them (issue 17)', () => {
    const coded = pageDataFixture({ simpleBody: 'peopleMover', simpleTransmission: 'automatic' });
    expect(stickyHeaderView(coded, sidebarView(coded))?.summary).toBe('Automatic · People Mover');
    const own = pageDataFixture(
      { simpleBody: 'suv', simpleTransmission: 'Automatic' },
      { search: { valueLabels: { body: { suv: 'Sports Utility' } } } },
    );
    expect(stickyHeaderView(own, sidebarView(own))?.summary).toBe('Automatic · Sports Utility');
  });

  it('leaves out what the car or the sidebar lacks', () => {
    const data = pageDataFixture(
      { simpleTransmission: null, transmission: null, simpleBody: null },
      { vehicle: { actions: { finance: { hidden: true }, tradeIn: { hidden: true } } } },
    );
    expect(stickyHeaderView(data, sidebarView(data))).toMatchObject({
      thumbUrl: null,
      weeklyFinance: null,
      summary: null,
      finance: null,
      tradeIn: null,
    });
  });

  it('is off where stickyHeader is false (A-7, D-62)', () => {
    const data = pageDataFixture({}, { features: { stickyHeader: false } });
    expect(stickyHeaderView(data, sidebarView(data))).toBeNull();
  });
});

describe('mobile bar (D-64)', () => {
  it('opens past 900 px of scroll', () => {
    expect([0, 900, 901].map(isMobileBarOpen)).toEqual([false, false, true]);
  });

  it("offers the sidebar's primary actions and call", () => {
    const data = pageDataFixture();
    expect(mobileBarActions(sidebarView(data).actions).map((action) => action.key)).toEqual([
      'enquire',
      'checkout',
      'call',
    ]);
  });
});
