import type { vehicles } from '../schema';

/** Car `n` of a fixture yard: a used 2021 Mazda CX-5 Touring, slug 'car-{n}', stock number 'S{n}'. */
export function fixtureCar(n: number, place: { siteId: number; dealershipId: number; locationId: number }) {
  return {
    ...place,
    slug: `car-${n}`,
    stocknum: `S${n}`,
    year: 2021,
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Touring',
    carType: 'used',
  };
}

const DAY_MS = 86_400_000;

/**
 * The cars of one canary site's yard (brand and model page tests): car `n` is a new 2024 Toyota HiLux badged
 * with the site's canary, slug '{slug}-car-{n}', stock 'S{n}', $40,000 + n × $1,000, listed n days before `now`.
 */
export function canaryHiluxes(
  place: { siteId: number; dealershipId: number; locationId: number },
  site: { slug: string; canary: string; now: Date },
) {
  return (n: number, values: Partial<typeof vehicles.$inferInsert> = {}) => ({
    ...place,
    slug: `${site.slug}-car-${n}`,
    stocknum: `S${n}`,
    year: 2024,
    make: 'Toyota',
    model: 'HiLux',
    badge: site.canary,
    carType: 'new',
    price: 40_000 + n * 1_000,
    createdAt: new Date(site.now.getTime() - n * DAY_MS),
    ...values,
  });
}
