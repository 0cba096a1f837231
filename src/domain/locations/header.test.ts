import { describe, expect, it } from 'vitest';
import { headerLocations, headerPhone } from './header';

const loc = (
  slug: string,
  name: string,
  phone: string | null,
  extra: Partial<{ isPrimary: boolean; isVisible: boolean; locationType: string }> = {},
) => ({
  slug,
  name,
  phone,
  isPrimary: false,
  isVisible: true,
  locationType: 'sales',
  ...extra,
});

const LOCATIONS = [
  loc('ipswich', 'Summit Ford Ipswich', '(07) 5550 0120'),
  loc('parts', 'Summit Parts Centre', ' ', { locationType: 'parts' }),
  loc('springwood', 'Summit Mazda Springwood', '(07) 5550 0110', { isPrimary: true }),
  loc('fleet', 'Fleet', '(07) 5550 0999', { isVisible: false }),
];

describe('J-21 headerLocations', () => {
  it('lists each visible location with its phone as a tel: link', () => {
    expect(headerLocations(LOCATIONS, { mode: 'list', linkStyle: 'locationSlug' })).toEqual({
      mode: 'list',
      items: [
        {
          name: 'Summit Ford Ipswich',
          href: '/locations/ipswich',
          phone: '(07) 5550 0120',
          telHref: 'tel:0755500120',
        },
        { name: 'Summit Parts Centre', href: '/locations/parts', phone: null, telHref: null },
        {
          name: 'Summit Mazda Springwood',
          href: '/locations/springwood',
          phone: '(07) 5550 0110',
          telHref: 'tel:0755500110',
        },
      ],
    });
  });

  it("is a plain link to /dealerships in 'link' mode, and nothing without locations", () => {
    expect(headerLocations(LOCATIONS, { mode: 'link', linkStyle: 'locationSlug' })).toEqual({
      mode: 'link',
      href: '/dealerships',
    });
    expect(headerLocations([], { mode: 'list', linkStyle: 'locationSlug' })).toBeNull();
  });

  it('links to /contact on sites whose location links go there (B-39)', () => {
    const list = headerLocations(LOCATIONS, { mode: 'list', linkStyle: 'contact' });
    expect(list?.mode === 'list' && list.items[0]?.href).toBe('/contact');
  });
});

describe('headerPhone: the primary location’s number (J-23)', () => {
  it('is the primary’s phone, else the first visible sales location’s', () => {
    expect(headerPhone(LOCATIONS)).toEqual({
      number: '(07) 5550 0110',
      telHref: 'tel:0755500110',
      locationName: 'Summit Mazda Springwood',
    });
    expect(headerPhone(LOCATIONS.filter((l) => !l.isPrimary))?.locationName).toBe('Summit Ford Ipswich');
  });

  it('is null when the primary has no phone or there is no primary', () => {
    expect(headerPhone([loc('a', 'A', null, { isPrimary: true }), loc('b', 'B', '07 1')])).toBeNull();
    expect(headerPhone([])).toBeNull();
  });
});
