import { describe, expect, it } from 'vitest';
import { cardTag, isNewArrival, type TagCar, type TagConfig } from './card-tag';

const now = new Date('2025-06-10T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const old = new Date(now.getTime() - 30 * DAY).toISOString();

const plain: TagCar = {
  status: 'in_stock',
  sold: false,
  reserved: false,
  certified: false,
  carType: 'new',
  tag: null,
  fuel: 'Petrol',
  createdAt: old,
};
const config: TagConfig = {
  showElectricHybridTag: false,
  certifiedUsedBadge: { enabled: false, label: null, imageUrl: null },
  newTagText: 'New',
  newArrivalTagText: 'New Arrival',
  newTagWindowDays: 8,
  soldTagText: 'JUST SOLD',
};
const text = (car: Partial<TagCar>, cfg: Partial<TagConfig> = {}) =>
  cardTag({ ...plain, ...car }, { ...config, ...cfg }, now)?.text ?? null;

const everything: Partial<TagCar> = {
  fuel: 'Electric',
  reserved: true,
  certified: true,
  carType: 'used',
  tag: 'Test Drive Only',
  status: 'coming_soon',
  createdAt: now.toISOString(),
};
const allOn: Partial<TagConfig> = {
  showElectricHybridTag: true,
  certifiedUsedBadge: { enabled: true, label: 'Toyota Certified', imageUrl: '/badge.svg' },
};

describe('C-63..C-70 tag priority, one tag per card', () => {
  it('C-63 priority 1: Electric or Hybrid, only where the site enables it', () => {
    expect(text(everything, allOn)).toBe('Electric');
    expect(text({ ...everything, fuel: 'Petrol/Hybrid' }, allOn)).toBe('Hybrid');
    expect(text({ ...everything, fuel: 'Plug-in Hybrid Electric' }, allOn)).toBe('Hybrid');
    expect(text(everything, { ...allOn, showElectricHybridTag: false })).toBe('Reserved');
  });

  it("C-64 priority 2: 'Reserved'", () => {
    expect(text({ ...everything, fuel: 'Diesel' }, allOn)).toBe('Reserved');
  });

  it('C-65 priority 3: the certified used badge, for used cars when enabled', () => {
    const car = { ...everything, fuel: 'Diesel', reserved: false };
    expect(cardTag({ ...plain, ...car }, { ...config, ...allOn }, now)).toEqual({
      kind: 'certified',
      text: 'Toyota Certified',
      imageUrl: '/badge.svg',
    });
    expect(text({ ...car, carType: 'demo' }, allOn)).toBe('Test Drive Only');
    expect(text(car, {})).toBe('Test Drive Only');
  });

  it('C-66 priority 4: the custom tag verbatim', () => {
    expect(text({ tag: 'Test Drive Only', status: 'coming_soon' })).toBe('Test Drive Only');
    expect(text({ tag: '  ', status: 'coming_soon' })).toBe('COMING SOON');
  });

  it("C-67 priority 5: 'COMING SOON'", () => {
    expect(text({ status: 'coming_soon', createdAt: now.toISOString() })).toBe('COMING SOON');
  });

  it("C-68 priority 6: 'New' within 8 days", () => {
    expect(text({ createdAt: new Date(now.getTime() - 7 * DAY).toISOString() })).toBe('New');
  });

  it('C-69 priority 7: otherwise no tag', () => {
    expect(cardTag(plain, config, now)).toBeNull();
  });
});

describe('C-68/C-71 the 8-day window is strict', () => {
  it('8 days minus 1 ms is new; exactly 8 days is not', () => {
    expect(isNewArrival(new Date(now.getTime() - 8 * DAY + 1), now, 8)).toBe(true);
    expect(isNewArrival(new Date(now.getTime() - 8 * DAY), now, 8)).toBe(false);
    expect(isNewArrival(old, now, 8)).toBe(false);
    expect(isNewArrival('not a date', now, 8)).toBe(false);
  });
});

describe("C-72 'New Arrival' on used and demo cars", () => {
  const fresh = now.toISOString();
  it("reads 'New Arrival' for used and demo, 'New' for new", () => {
    expect(text({ carType: 'used', createdAt: fresh })).toBe('New Arrival');
    expect(text({ carType: 'demo', createdAt: fresh })).toBe('New Arrival');
    expect(text({ carType: 'new', createdAt: fresh })).toBe('New');
  });

  it('falls back to newTagText when newArrivalTagText is null', () => {
    expect(text({ carType: 'used', createdAt: fresh }, { newArrivalTagText: null })).toBe('New');
  });
});

describe("C-74/X-9 the sold tag replaces the priority tag: 'JUST SOLD' by default", () => {
  it('shows the sold tag for status sold or the sold flag', () => {
    expect(text({ ...everything, status: 'sold' }, allOn)).toBe('JUST SOLD');
    expect(text({ sold: true })).toBe('JUST SOLD');
    expect(text({ sold: true }, { soldTagText: 'Just Sold' })).toBe('Just Sold');
  });

  it("not for other non-stock statuses; a free-text tag 'SOLD' is a custom tag", () => {
    expect(text({ status: 'withdrawn' })).toBeNull();
    expect(cardTag({ ...plain, tag: 'SOLD' }, config, now)).toMatchObject({ kind: 'custom', text: 'SOLD' });
  });
});
