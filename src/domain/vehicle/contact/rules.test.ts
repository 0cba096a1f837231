import { describe, expect, it } from 'vitest';
import {
  maskPhone,
  showLocatedAt,
  showVehicleMap,
  telHref,
  yardAddressLine,
  yardDirectionsHref,
} from './rules';

describe('maskPhone (D-67)', () => {
  it('keeps the first 5 characters and turns every later digit into X, keeping spaces', () => {
    expect(maskPhone('0412 345 678')).toBe('0412 XXX XXX');
    expect(maskPhone('(07) 3123 4567')).toBe('(07) XXXX XXXX');
    expect(maskPhone('+61 412 345 678')).toBe('+61 4XX XXX XXX');
    expect(maskPhone('1300 123 456')).toBe('1300 XXX XXX');
  });

  it('leaves a number of 5 characters or fewer as it is', () => {
    expect(maskPhone('13 13')).toBe('13 13');
    expect(maskPhone('000')).toBe('000');
  });
});

describe('telHref (D-70)', () => {
  it('dials the digits, keeping a leading +', () => {
    expect(telHref('0412 345 678')).toBe('tel:0412345678');
    expect(telHref(' +61 (7) 3123-4567 ')).toBe('tel:+61731234567');
  });
});

describe('showLocatedAt (D-79)', () => {
  it('shows when the cities differ', () => {
    expect(showLocatedAt({ city: 'Ipswich' }, { city: 'Brisbane' })).toBe(true);
  });

  it('compares trimmed and case-insensitively', () => {
    expect(showLocatedAt({ city: ' brisbane ' }, { city: 'BRISBANE' })).toBe(false);
    expect(showLocatedAt({ city: 'Brisbane' }, { city: 'Brisbane' })).toBe(false);
  });

  it('never shows without both cities or without a primary location', () => {
    expect(showLocatedAt({ city: null }, { city: 'Brisbane' })).toBe(false);
    expect(showLocatedAt({ city: '  ' }, { city: 'Brisbane' })).toBe(false);
    expect(showLocatedAt({ city: 'Ipswich' }, { city: null })).toBe(false);
    expect(showLocatedAt({ city: 'Ipswich' }, null)).toBe(false);
  });
});

describe('showVehicleMap (D-93)', () => {
  it('shows only without distribution yards and with the map section on', () => {
    expect(showVehicleMap(0, true)).toBe(true);
    expect(showVehicleMap(2, true)).toBe(false);
    expect(showVehicleMap(0, false)).toBe(false);
    expect(showVehicleMap(1, false)).toBe(false);
  });
});

const yard = {
  name: 'Redgum Motors',
  street: '12 Main St',
  city: 'Ipswich',
  state: 'QLD',
  postcode: '4305',
  lat: null,
  long: null,
};

describe('yardAddressLine', () => {
  it('joins street, then city, state and postcode', () => {
    expect(yardAddressLine(yard)).toBe('12 Main St, Ipswich QLD 4305');
    expect(yardAddressLine({ ...yard, street: null, postcode: ' ' })).toBe('Ipswich QLD');
    expect(yardAddressLine({ street: null, city: null, state: null, postcode: null })).toBeNull();
  });
});

describe('yardDirectionsHref (D-79, D-93)', () => {
  it('goes to the coordinates when known', () => {
    expect(yardDirectionsHref({ ...yard, lat: -27.61, long: 152.76 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-27.61,152.76',
    );
  });

  it('else to the name and address', () => {
    expect(yardDirectionsHref(yard)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Redgum%20Motors%2C%2012%20Main%20St%2C%20Ipswich%20QLD%204305',
    );
  });

  it('is null when the yard has neither', () => {
    expect(yardDirectionsHref({ ...yard, street: null, city: null, state: null, postcode: null })).toBeNull();
  });
});
