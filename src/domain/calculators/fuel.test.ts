import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONSUMPTION_L_PER_100KM,
  DEFAULT_DISTANCE_INPUT,
  DEFAULT_FUEL_PRICE_INPUT,
  consumptionOrDefault,
  formatCostPerWeek,
  fuelCostPerWeek,
  fuelCostText,
  isElectric,
  parseFuelInput,
} from './fuel';

describe('parseFuelInput (G-2, G-7)', () => {
  it("reads the number after removing '$', 'kms' and commas", () => {
    expect(parseFuelInput('$1,234.5 kms')).toBe(1234.5);
    expect(parseFuelInput('1.70')).toBe(1.7);
    expect(parseFuelInput('$1.70')).toBe(1.7);
    expect(parseFuelInput('250 kms')).toBe(250);
    expect(parseFuelInput('250kms')).toBe(250);
    expect(parseFuelInput('1,000 KMS')).toBe(1000);
    expect(parseFuelInput('300 km')).toBe(300);
    expect(parseFuelInput(' 42 ')).toBe(42);
    expect(parseFuelInput('.5')).toBe(0.5);
    expect(parseFuelInput('0')).toBe(0);
  });

  it('gives null, never NaN, for anything that is not a number', () => {
    for (const raw of ['', '   ', '$', 'kms', 'abc', '1.2.3', '-5', '1e3', '12 litres', 'NaN', 'Infinity']) {
      expect(parseFuelInput(raw)).toBeNull();
    }
  });
});

describe('consumptionOrDefault (G-4)', () => {
  it("uses the car's combined figure when it has one", () => {
    expect(consumptionOrDefault(7.4)).toBe(7.4);
  });

  it('uses 10 L/100km when the car has none', () => {
    expect(DEFAULT_CONSUMPTION_L_PER_100KM).toBe(10);
    for (const input of [null, undefined, 0, -3]) expect(consumptionOrDefault(input)).toBe(10);
    expect(consumptionOrDefault(Number.NaN)).toBe(10);
  });
});

describe('fuelCostPerWeek (G-3)', () => {
  it('is distance × consumption / 100 × fuel price', () => {
    expect(fuelCostPerWeek(250, 10, 1.7)).toBeCloseTo(42.5, 10);
    expect(fuelCostPerWeek(400, 7.4, 2.05)).toBeCloseTo(60.68, 10);
    expect(fuelCostPerWeek(0, 10, 1.7)).toBe(0);
  });
});

describe('formatCostPerWeek (G-3 proposal)', () => {
  it('shows dollars to 2 decimals with thousand separators', () => {
    expect(formatCostPerWeek(42.5)).toBe('$42.50 per week');
    expect(formatCostPerWeek(0)).toBe('$0.00 per week');
    expect(formatCostPerWeek(60.675)).toBe('$60.68 per week');
    expect(formatCostPerWeek(1234.5)).toBe('$1,234.50 per week');
    expect(formatCostPerWeek(-0.001)).toBe('$0.00 per week');
  });
});

describe('fuelCostText (G-1..G-7)', () => {
  it('gives $42.50 per week for the default inputs and no consumption figure (G-6, G-4)', () => {
    expect(DEFAULT_FUEL_PRICE_INPUT).toBe('1.70');
    expect(DEFAULT_DISTANCE_INPUT).toBe('250 kms');
    expect(fuelCostText(DEFAULT_FUEL_PRICE_INPUT, DEFAULT_DISTANCE_INPUT, null)).toBe('$42.50 per week');
  });

  it("uses the car's consumption", () => {
    expect(fuelCostText('1.70', '250 kms', 6.2)).toBe('$26.35 per week');
    expect(fuelCostText('$2.10', '1,000 kms', 8)).toBe('$168.00 per week');
  });

  it('shows $0.00 per week when an input cannot be read (G-7)', () => {
    expect(fuelCostText('', '250 kms', 8)).toBe('$0.00 per week');
    expect(fuelCostText('1.70', 'far', 8)).toBe('$0.00 per week');
  });
});

describe('isElectric (G-5 proposal)', () => {
  it("is true when fuel or simple_fuel contains 'electric' in any case", () => {
    expect(isElectric({ fuel: 'Electric', simpleFuel: null })).toBe(true);
    expect(isElectric({ fuel: null, simpleFuel: 'electric' })).toBe(true);
    expect(isElectric({ fuel: 'ELECTRIC MOTOR', simpleFuel: 'Other' })).toBe(true);
  });

  it('is false for hybrids and fuel-burning cars', () => {
    expect(isElectric({ fuel: 'Hybrid', simpleFuel: 'Hybrid' })).toBe(false);
    expect(isElectric({ fuel: 'Plug-in Hybrid', simpleFuel: null })).toBe(false);
    expect(isElectric({ fuel: 'Petrol - Electric Hybrid', simpleFuel: null })).toBe(false);
    expect(isElectric({ fuel: 'Electric', simpleFuel: 'Hybrid' })).toBe(false);
    expect(isElectric({ fuel: 'Diesel', simpleFuel: 'Diesel' })).toBe(false);
    expect(isElectric({ fuel: null, simpleFuel: null })).toBe(false);
  });
});
