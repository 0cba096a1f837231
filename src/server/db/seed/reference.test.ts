import { describe, expect, it } from 'vitest';
import { DEMO_SITES, DEMO_SITES_FILE } from './demo-sites';
import { slugSuffix, serialNumber } from './ids';
import { BODIES, CONTENT, ENGINES, LENDERS, MAKES, TRANSMISSIONS } from './reference';

const SPEC_BODIES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
];

describe('reference data', () => {
  it('lists the required makes', () => {
    const names = new Set(MAKES.map((make) => make.name));
    const required = [
      'Toyota',
      'Mazda',
      'Ford',
      'Hyundai',
      'Kia',
      'Mitsubishi',
      'Nissan',
      'Subaru',
      'Volkswagen',
      'Isuzu',
      'MG',
      'Honda',
      'Suzuki',
      'BMW',
      'Mercedes-Benz',
      'Audi',
      'Tesla',
      'BYD',
      'GWM',
      'LDV',
      'Jeep',
      'Lexus',
      'Volvo',
      'Skoda',
      'Renault',
      'Isuzu Trucks',
      'Hino',
      'Fuso',
      'Jayco',
      'Coromal',
      'Avan',
      'Lotus Caravans',
    ];
    for (const name of required) expect(names.has(name), name).toBe(true);
    expect(MAKES.filter((make) => make.itemType === 'car').length).toBeGreaterThanOrEqual(25);
    expect(MAKES.some((make) => make.itemType === 'motorcycle')).toBe(true);
    expect(new Set(MAKES.map((make) => make.slug)).size).toBe(MAKES.length);
  });

  it('refers only to known engines, transmissions and body types', () => {
    for (const make of MAKES) {
      expect(make.wmi, make.name).toMatch(/^[A-HJ-NPR-Z0-9]{3}$/);
      for (const model of make.models) {
        const where = `${make.name} ${model.name}`;
        for (const engine of model.engines) expect(ENGINES[engine], `${where} ${engine}`).toBeDefined();
        for (const trans of model.trans) expect(TRANSMISSIONS[trans], `${where} ${trans}`).toBeDefined();
        for (const body of [model.body, ...(model.altBodies ?? [])])
          expect(BODIES[body], `${where} ${body}`).toBeDefined();
        expect(model.badges.length, where).toBeGreaterThan(0);
        expect(model.price[0] <= model.price[1], where).toBe(true);
        expect(make.itemType === 'caravan' ? model.caravan !== undefined : true, where).toBe(true);
      }
    }
    const bodies = new Set(MAKES.flatMap((make) => make.models.map((model) => model.body)));
    for (const body of SPEC_BODIES) expect(bodies.has(body as never), body).toBe(true);
  });

  it('has a lender for each spec provider and content templates', () => {
    for (const provider of [
      'taurus',
      '360finance',
      'ausloans',
      'manual',
      'angle',
      'powertorque',
      'nissanFinance',
      'toyotaFinance',
    ]) {
      expect(LENDERS[provider], provider).toBeDefined();
    }
    expect(CONTENT.offers.length).toBeGreaterThan(0);
  });
});

describe('demo-sites.json', () => {
  it('has four sites with unique slugs, ids, hosts and location slugs, referring to known makes', () => {
    expect(DEMO_SITES).toHaveLength(4);
    expect(new Set(DEMO_SITES.map((site) => site.slug)).size).toBe(4);
    expect(new Set(DEMO_SITES.map((site) => site.id)).size).toBe(4);
    expect(new Set(DEMO_SITES.map((site) => site.host)).size).toBe(4);
    const makeSlugs = new Set(MAKES.map((make) => make.slug));
    for (const site of DEMO_SITES) {
      const locations = site.dealerships.flatMap((d) => d.locations);
      expect(new Set(locations.map((l) => l.slug)).size).toBe(locations.length);
      for (const dealership of site.dealerships) {
        for (const slug of dealership.stock.newMakes) expect(makeSlugs.has(slug), slug).toBe(true);
        for (const location of dealership.locations) {
          for (const template of Object.values(location.departments))
            expect(DEMO_SITES_FILE.hours[template], template).toBeDefined();
        }
      }
    }
  });
});

describe('id helpers', () => {
  it('give distinct slug suffixes and serials for distinct indexes', () => {
    const suffixes = new Set(Array.from({ length: 50_000 }, (_, i) => slugSuffix(i, 12_345)));
    expect(suffixes.size).toBe(50_000);
    const serials = new Set(Array.from({ length: 50_000 }, (_, i) => serialNumber(i, 999)));
    expect(serials.size).toBe(50_000);
  });
});
