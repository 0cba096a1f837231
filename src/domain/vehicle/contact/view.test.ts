import { describe, expect, it } from 'vitest';
import { pageDataFixture } from '@/domain/vehicle/page-data-fixture';
import { vehicleContactView } from './view';

const ipswich = {
  id: 9,
  name: 'Ipswich Yard',
  slug: 'ipswich',
  street: '5 Brisbane Rd',
  city: 'Ipswich ',
  state: 'QLD',
  postcode: '4305',
  lat: -27.61,
  long: 152.76,
  phone: null,
  placeUrl: 'https://www.google.com/maps/search/?api=1&query=x',
  isVisible: true,
};

describe('vehicleContactView', () => {
  it('with the defaults: a masked number, no dealership lines, no bar, the map section', () => {
    const data = pageDataFixture({ updatedAt: '2026-11-20T01:02:03.000Z' }, {}, { views: 17 });
    expect(vehicleContactView(data)).toEqual({
      panel: {
        carId: 42,
        stocknum: 'S42',
        phone: '07 3000 0001',
        revealedByDefault: false,
        dealershipName: null,
        moreFromDealerHref: null,
      },
      locatedAt: null,
      map: {
        name: 'Brisbane Yard',
        address: '1 Main Street, Brisbane QLD 4000',
        directionsHref:
          'https://www.google.com/maps/dir/?api=1&destination=Brisbane%20Yard%2C%201%20Main%20Street%2C%20Brisbane%20QLD%204000',
      },
      views: {
        initial: 17,
        href: '/api/cars/2021-mazda-cx-5-touring-ab12/view.json?photos_count=0&updated_at=2026-11-20T01%3A02%3A03.000Z&website_id=7',
      },
    });
  });

  it('follows phoneRevealedByDefault and the contactPanel options (D-72, D-73)', () => {
    const data = pageDataFixture(
      {},
      {
        vehicle: {
          phoneRevealedByDefault: true,
          contactPanel: { showDealershipName: true, showMoreFromDealer: true },
        },
      },
      { dealership: { id: 2, slug: 'demo motors', name: 'Demo Motors' } },
    );
    expect(vehicleContactView(data).panel).toEqual({
      carId: 42,
      stocknum: 'S42',
      phone: '07 3000 0001',
      revealedByDefault: true,
      dealershipName: 'Demo Motors',
      moreFromDealerHref: '/search/demo%20motors',
    });
  });

  it('passes on a missing phone (D-74)', () => {
    expect(vehicleContactView(pageDataFixture({}, {}, { phone: null })).panel.phone).toBeNull();
  });

  it("shows 'Located at' with directions to the car's yard in another city (D-79)", () => {
    const view = vehicleContactView(pageDataFixture({}, {}, { location: ipswich }));
    expect(view.locatedAt).toEqual({
      carId: 42,
      city: 'Ipswich',
      directionsHref: 'https://www.google.com/maps/dir/?api=1&destination=-27.61,152.76',
    });
    expect(view.map).toEqual({
      name: 'Ipswich Yard',
      address: '5 Brisbane Rd, Ipswich QLD 4305',
      directionsHref: 'https://www.google.com/maps/dir/?api=1&destination=-27.61,152.76',
    });
  });

  it('hides the map section with distribution yards or showMapSection off (D-93)', () => {
    const distribution = [{ id: 5, name: 'Gold Coast', slug: 'gold-coast', city: 'Southport' }];
    expect(
      vehicleContactView(pageDataFixture({}, {}, { distributionLocations: distribution })).map,
    ).toBeNull();
    expect(vehicleContactView(pageDataFixture({}, { features: { showMapSection: false } })).map).toBeNull();
  });
});
