import { describe, expect, it } from 'vitest';
import { bodyTypeFooterHref, footerBodyTypes, footerGroups } from './footer';

const hrefsOf = (title: string, groups = footerGroups([{ body: 'SUV' }])) =>
  groups.find((group) => group.title === title)?.links.map((link) => link.href);

describe('B-5 Vehicles footer group', () => {
  it("bodyTypeFooterHref('People Mover') = '/models?body=people-mover'", () => {
    expect(bodyTypeFooterHref('People Mover')).toBe('/models?body=people-mover');
  });

  it('lowercases single words and keeps other characters', () => {
    expect(bodyTypeFooterHref('SUV')).toBe('/models?body=suv');
    expect(bodyTypeFooterHref('4x4')).toBe('/models?body=4x4');
    expect(bodyTypeFooterHref('Cab  Chassis')).toBe('/models?body=cab-chassis');
  });

  it('uses the override url when the body has one', () => {
    expect(bodyTypeFooterHref('Ute', 'https://example.com/utes')).toBe('https://example.com/utes');
  });

  it('has one link per body type, labelled with the body', () => {
    const groups = footerGroups([{ body: 'Sedan' }, { body: 'People Mover' }]);
    expect(groups[0]).toEqual({
      title: 'Vehicles',
      links: [
        { label: 'Sedan', href: '/models?body=sedan' },
        { label: 'People Mover', href: '/models?body=people-mover' },
      ],
    });
  });

  it('labels stock body codes for buyers and builds the slug from the label', () => {
    const groups = footerGroups([{ body: 'peopleMover' }, { body: 'suv' }, { body: 'cabChassis' }]);
    expect(groups[0]!.links).toEqual([
      { label: 'People Mover', href: '/models?body=people-mover' },
      { label: 'SUV', href: '/models?body=suv' },
      { label: 'Cab Chassis', href: '/models?body=cab-chassis' },
    ]);
  });

  it('is left out when the site has no body types in stock', () => {
    expect(footerGroups([]).map((group) => group.title)).toEqual([
      'Buyer Tools',
      'Servicing and Parts',
      'Dealership group',
    ]);
  });
});

describe('footer groups (S2 §2)', () => {
  it('are Vehicles, Buyer Tools, Servicing and Parts, Dealership group in that order', () => {
    expect(footerGroups([{ body: 'SUV' }]).map((group) => group.title)).toEqual([
      'Vehicles',
      'Buyer Tools',
      'Servicing and Parts',
      'Dealership group',
    ]);
  });

  it('B-6 Buyer Tools', () => {
    expect(hrefsOf('Buyer Tools')).toEqual([
      '/search/new-cars',
      '/search/demo-cars',
      '/search/used-cars',
      '/special-offers',
      '/finance',
      '/fleet',
      '/trade-in',
      '/book-test-drive',
    ]);
    expect(
      footerGroups([])
        .find((g) => g.title === 'Buyer Tools')
        ?.links.map((l) => l.label),
    ).toEqual([
      'New Cars',
      'Demo Cars',
      'Used Cars',
      'Special Offers',
      'Finance',
      'Fleet',
      'Trade-In',
      'Book a Test Drive',
    ]);
  });

  it('B-7 Servicing and Parts', () => {
    expect(hrefsOf('Servicing and Parts')).toEqual([
      '/service',
      '/vehicle-parts-and-accessories',
      '/warranty',
      '/roadside-assist',
      '/owner-benefits',
    ]);
  });

  it('B-8 Dealership group', () => {
    expect(hrefsOf('Dealership group')).toEqual([
      '/about-us',
      '/careers',
      '/contact',
      '/terms-and-conditions',
    ]);
  });
});

describe('footerBodyTypes (B-5, issue 12)', () => {
  it('keeps the directory link for bodies with models and links the stock of the others', () => {
    const stockHref = (body: string) => `/search/used-cars?body=${body}`;
    expect(footerBodyTypes(['peopleMover', 'Ute'], new Set(['people-mover']), stockHref)).toEqual([
      { body: 'peopleMover', overrideUrl: null },
      { body: 'Ute', overrideUrl: '/search/used-cars?body=Ute' },
    ]);
    expect(footerGroups(footerBodyTypes(['Ute'], new Set(), stockHref))[0]!.links).toEqual([
      { label: 'Ute', href: '/search/used-cars?body=Ute' },
    ]);
  });
});
