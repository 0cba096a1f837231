import { describe, expect, it } from 'vitest';
import {
  feetToMetres,
  formatAncapRating,
  formatBuildDate,
  formatComplianceDate,
  formatEngine,
  formatFuelConsumption,
  formatGearbox,
  formatMetres,
  formatRegoExpiry,
  formatWithUnit,
  millimetresToMetres,
  parseSpecDate,
} from './format';

describe('formatComplianceDate (D-32)', () => {
  it.each([
    ['03/2021', '03/2021'],
    ['3/2021', '03/2021'],
    ['15/03/2021', '03/2021'],
    ['2021-03', '03/2021'],
    ['2021-03-15', '03/2021'],
    ['2021-03-15T00:00:00Z', '03/2021'],
    [' 11/2019 ', '11/2019'],
  ])('gives a full date %j as MM/YYYY: %j', (input, expected) => {
    expect(formatComplianceDate(input)).toBe(expected);
  });

  it('falls back to the year when only a year is known', () => {
    expect(formatComplianceDate('2019')).toBe('2019');
  });

  it.each([null, undefined, '', '   ', '13/2021', '00/2021', '2021-13-01', 'March 2021', '21', '0999'])(
    'knows no date in %j',
    (input) => {
      expect(formatComplianceDate(input)).toBeNull();
    },
  );

  it('applies the same rule to the build date', () => {
    expect(formatBuildDate('2020-12-01')).toBe('12/2020');
    expect(formatBuildDate('2020')).toBe('2020');
    expect(formatBuildDate(null)).toBeNull();
  });

  it('tells a month-and-year date from a year-only one', () => {
    expect(parseSpecDate('07/2018')).toEqual({ year: 2018, month: 7 });
    expect(parseSpecDate('2018')).toEqual({ year: 2018, month: null });
  });
});

describe('feetToMetres (D-37)', () => {
  it('converts at 0.3048 metres a foot', () => {
    expect(feetToMetres(10)).toBe(3.048);
    expect(feetToMetres(21)).toBe(6.4008);
    expect(feetToMetres(22.5)).toBe(6.858);
    expect(feetToMetres(0)).toBe(0);
  });

  it('shows to 2 decimals', () => {
    expect(formatMetres(feetToMetres(10))).toBe('3.05 m');
    expect(formatMetres(feetToMetres(21))).toBe('6.40 m');
    expect(formatMetres(feetToMetres(22.5))).toBe('6.86 m');
  });
});

describe('metres from stored millimetres', () => {
  it('divides by 1000', () => {
    expect(millimetresToMetres(6505)).toBe(6.505);
    expect(millimetresToMetres(2350)).toBe(2.35);
  });

  it('always shows 2 decimals, halves rounded up', () => {
    expect(formatMetres(millimetresToMetres(6505))).toBe('6.51 m');
    expect(formatMetres(millimetresToMetres(6504))).toBe('6.50 m');
    expect(formatMetres(millimetresToMetres(7000))).toBe('7.00 m');
    expect(formatMetres(millimetresToMetres(2350))).toBe('2.35 m');
  });
});

describe('value formats', () => {
  it('groups thousands and adds the unit', () => {
    expect(formatWithUnit(2100, 'kg')).toBe('2,100 kg');
    expect(formatWithUnit(80, 'L')).toBe('80 L');
    expect(formatWithUnit(4785, 'mm')).toBe('4,785 mm');
  });

  it('shows fuel consumption to one decimal', () => {
    expect(formatFuelConsumption(7.94)).toBe('7.9 L/100km');
    expect(formatFuelConsumption(8)).toBe('8.0 L/100km');
  });

  it('shows the engine in litres with its cylinders', () => {
    expect(formatEngine(2.8, 4)).toBe('2.8L 4 cyl');
    expect(formatEngine(2, 4)).toBe('2.0L 4 cyl');
    expect(formatEngine(5, null)).toBe('5.0L');
  });

  it('builds the gearbox from gears and type', () => {
    expect(formatGearbox(6, 'Sports Automatic')).toBe('6 Speed Sports Automatic');
    expect(formatGearbox(null, 'CVT')).toBe('CVT');
    expect(formatGearbox(6, null)).toBeNull();
  });

  it('counts ANCAP stars', () => {
    expect(formatAncapRating(5)).toBe('5 stars');
    expect(formatAncapRating(1)).toBe('1 star');
  });

  it('reads the rego expiry as a long date', () => {
    expect(formatRegoExpiry('2026-09-30')).toBe('30 September 2026');
    expect(formatRegoExpiry(null)).toBeNull();
    expect(formatRegoExpiry('30/09/2026')).toBeNull();
  });
});
