import { DEMO_SITES, type DemoDealership, type DemoLocation, type DemoSite } from './demo-sites';
import { blockId } from './ids';
import { MAKES } from './reference';

/** The ids every generator needs for one site, worked out once. */
export type PlannedLocation = { id: number; dealershipId: number; spec: DemoLocation };
export type PlannedDealership = { id: number; spec: DemoDealership; locations: PlannedLocation[] };
export type SitePlan = {
  site: DemoSite;
  block: number;
  siteId: number;
  dealerships: PlannedDealership[];
  locations: PlannedLocation[];
};

/**
 * Manufacturers and groups are platform rows matched by slug at load time; these provisional ids (their
 * position in the data) are rewritten to the real ones by the loader.
 */
export function manufacturerIdOf(slug: string | null): number | null {
  if (slug === null) return null;
  const index = MAKES.findIndex((make) => make.slug === slug);
  if (index < 0) throw new Error(`Unknown manufacturer slug in demo data: ${slug}`);
  return index + 1;
}

export function planSite(site: DemoSite): SitePlan {
  const block = DEMO_SITES.indexOf(site) + 1;
  let locationIndex = 0;
  const dealerships = site.dealerships.map((spec, index) => {
    const id = blockId(block, index);
    const locations = spec.locations.map((location) => ({
      id: blockId(block, locationIndex++),
      dealershipId: id,
      spec: location,
    }));
    return { id, spec, locations };
  });
  return { site, block, siteId: site.id, dealerships, locations: dealerships.flatMap((d) => d.locations) };
}

export function findLocation(plan: SitePlan, slug: string): PlannedLocation {
  const location = plan.locations.find((candidate) => candidate.spec.slug === slug);
  if (!location) throw new Error(`Unknown location slug ${slug} in demo site ${plan.site.slug}`);
  return location;
}
