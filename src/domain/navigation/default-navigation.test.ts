import { describe, expect, it } from 'vitest';
import {
  COMPANY_LINKS,
  SERVICE_AND_PARTS_LINKS,
  defaultNavigation,
  headerNavigation,
} from './default-navigation';

const hrefs = (links: readonly { href: string }[] | undefined) => (links ?? []).map((link) => link.href);

describe('B-1 default header navigation', () => {
  it('has Home, Models, Special Offers, Our Stock, Service and Parts, Company, Finance in that order', () => {
    const nav = defaultNavigation([]);
    expect(nav.map((item) => [item.label, item.href ?? null])).toEqual([
      ['Home', '/'],
      ['Models', '/models'],
      ['Special Offers', '/special-offers'],
      ['Our Stock', null],
      ['Service and Parts', null],
      ['Company', null],
      ['Finance', '/finance'],
    ]);
  });

  it('makes Models the models menu (K-24)', () => {
    expect(defaultNavigation([])[1]).toEqual({ label: 'Models', href: '/models', menu: 'models' });
  });

  it('fills Our Stock with the links it is given (A-27)', () => {
    const stock = [{ label: 'New Cars', href: '/search/new-cars' }];
    expect(defaultNavigation(stock)[3]).toEqual({ label: 'Our Stock', children: stock });
  });
});

describe('B-2 Service and Parts menu', () => {
  it('is /service, /vehicle-parts-and-accessories, /pages/warranty, /roadside-assist, /owner-benefits', () => {
    expect(hrefs(SERVICE_AND_PARTS_LINKS)).toEqual([
      '/service',
      '/vehicle-parts-and-accessories',
      '/pages/warranty',
      '/roadside-assist',
      '/owner-benefits',
    ]);
    expect(hrefs(defaultNavigation([])[4]?.children)).toEqual(hrefs(SERVICE_AND_PARTS_LINKS));
  });
});

describe('B-3 Company menu', () => {
  it('is /about-us, /careers, /contact, /fleet, /terms-and-conditions', () => {
    expect(hrefs(COMPANY_LINKS)).toEqual([
      '/about-us',
      '/careers',
      '/contact',
      '/fleet',
      '/terms-and-conditions',
    ]);
    expect(hrefs(defaultNavigation([])[5]?.children)).toEqual(hrefs(COMPANY_LINKS));
  });
});

describe('A-28 site navigation override', () => {
  it('uses the default navigation when the site has none', () => {
    const nav = headerNavigation({
      navigation: null,
      searchCategories: ['used-cars'],
      enabledRoutes: ['new-cars'],
    });
    expect(nav.map((item) => item.label)).toEqual([
      'Home',
      'Models',
      'Special Offers',
      'Our Stock',
      'Service and Parts',
      'Company',
      'Finance',
    ]);
    expect(nav[3]?.children).toEqual([{ label: 'Used Cars', href: '/search/used-cars' }]);
  });

  it('replaces the whole default navigation with the site value', () => {
    const navigation = [
      { label: 'Caravans', href: '/search/used-cars' },
      { label: 'About', children: [{ label: 'Team', href: '/about-us' }] },
    ];
    expect(headerNavigation({ navigation, searchCategories: ['new-cars'], enabledRoutes: [] })).toEqual(
      navigation,
    );
  });

  it('an empty override is honoured (no navigation), not replaced by the default', () => {
    expect(headerNavigation({ navigation: [], searchCategories: [], enabledRoutes: ['new-cars'] })).toEqual(
      [],
    );
  });
});
