import { logoImagePath } from '@/domain/media/vehicle-body';
import { DEMO_SITES_FILE, type DemoSite } from './demo-sites';
import { blockId } from './ids';
import { createRng, deriveSeed } from './prng';
import { MAKES } from './reference';
import { findLocation, manufacturerIdOf, type SitePlan } from './site-plan';
import { addDays } from './time';
import type { StaticTables } from './types';

/** The platform-wide manufacturer list: every make in the reference data, with a generated logo. */
export function generateManufacturers(now: Date): StaticTables['manufacturers'] {
  return MAKES.map((make, index) => ({
    id: index + 1,
    name: make.name,
    slug: make.slug,
    logoUrl: logoImagePath(make.name, make.colour),
    createdAt: addDays(now, -900),
  }));
}

export function generateDealerGroups(now: Date): StaticTables['dealerGroups'] {
  return DEMO_SITES_FILE.groups.map((group, index) => ({
    id: index + 1,
    slug: group.slug,
    name: group.name,
    configOverrides: group.overrides,
    createdAt: addDays(now, -800),
    updatedAt: addDays(now, -2),
  }));
}

function groupIdOf(site: DemoSite): number | null {
  if (site.group === null) return null;
  const index = DEMO_SITES_FILE.groups.findIndex((group) => group.slug === site.group);
  if (index < 0) throw new Error(`Unknown dealer group ${site.group} for demo site ${site.slug}`);
  return index + 1;
}

export function generateSiteRows(
  plan: SitePlan,
  now: Date,
): Pick<StaticTables, 'sites' | 'siteDomains' | 'dealerships' | 'staffMembers'> {
  const { site, siteId, block } = plan;
  const createdAt = addDays(now, -700 + block * 30);
  return {
    sites: [
      {
        id: siteId,
        slug: site.slug,
        name: site.name,
        groupId: groupIdOf(site),
        manufacturerId: manufacturerIdOf(site.manufacturer),
        logoUrl: site.logoUrl,
        address: site.address,
        facebookUrl: site.facebookUrl,
        instagramUrl: site.instagramUrl,
        searchCategories: site.searchCategories,
        configOverrides: site.overrides,
        stockVersion: 1,
        isActive: true,
        createdAt,
        updatedAt: addDays(now, -1),
      },
    ],
    siteDomains: [{ id: blockId(block, 0), siteId, host: site.host, isPrimary: true, createdAt }],
    dealerships: plan.dealerships.map(({ id, spec }) => ({
      id,
      siteId,
      slug: spec.slug,
      name: spec.name,
      manufacturerId: manufacturerIdOf(spec.manufacturer),
      address: spec.address,
      configOverrides: spec.overrides,
      createdAt,
      updatedAt: addDays(now, -3),
    })),
    staffMembers: DEMO_STAFF_ROLES.map((role, index) => ({
      id: blockId(block, index),
      siteId,
      email: demoStaffEmail(site.slug, role),
      role,
      invitedBy: 'demo seed',
      invitedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    })),
  };
}

/** One staff member per role on every demo site, so the dealer console can be tried (docs/onboarding.md). */
const DEMO_STAFF_ROLES = ['owner', 'sales_manager', 'salesperson'] as const;
const DEMO_STAFF_MAILBOXES = { owner: 'owner', sales_manager: 'manager', salesperson: 'sales' } as const;

/** owner@{slug}.example: the demo's staff addresses (the sign-in code lands in the site's mail folder). */
export function demoStaffEmail(siteSlug: string, role: (typeof DEMO_STAFF_ROLES)[number]): string {
  return `${DEMO_STAFF_MAILBOXES[role]}@${siteSlug}.example`;
}

/** The demo's platform operator (not any site's staff): signs in on any demo site to reach /console/platform. */
export const DEMO_OPERATOR_EMAIL = 'operator@forecourt.example';

const PLACE_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

export function generateLocationRows(
  plan: SitePlan,
  seed: number | string,
  now: Date,
): Pick<StaticTables, 'locations' | 'locationDistribution'> {
  const rng = createRng(deriveSeed(seed, plan.site.slug, 'locations'));
  const primaryColour = String(
    (plan.site.overrides.theme as { colors?: { primary?: string } } | undefined)?.colors?.primary ??
      '#111827',
  );
  const locations = plan.locations.map(({ id, dealershipId, spec }) => {
    const placeId = `ChIJ${Array.from({ length: 23 }, () => rng.pick([...PLACE_ID_CHARS])).join('')}`;
    const image = spec.withImage ? logoImagePath(spec.name, primaryColour) : null;
    return {
      id,
      siteId: plan.siteId,
      dealershipId,
      name: spec.name,
      slug: spec.slug,
      locationType: spec.type,
      locationSubtypes: spec.subtypes,
      isPrimary: spec.primary,
      isVisible: spec.visible,
      manufacturers: spec.manufacturers,
      imageUrl: image,
      imageThumbUrl: image ? `${image}?w=400` : null,
      street: spec.street,
      city: spec.city,
      state: spec.state,
      postcode: spec.postcode,
      lat: spec.lat,
      long: spec.long,
      placeUrl: `https://www.google.com/maps/search/?api=1&query=${spec.lat},${spec.long}&query_place_id=${placeId}`,
      placeId,
      mapKey: null,
      phone: spec.phone,
      landlinePhone: spec.landline,
      email: spec.email,
      averageRating: spec.rating,
      reviewCount: spec.reviewCount,
      dealerLicenseNumber: spec.dealerLicenseNumber,
      motorVehicleRepairer: spec.motorVehicleRepairer,
      createdAt: addDays(now, -600),
      updatedAt: addDays(now, -5),
    };
  });
  const locationDistribution = plan.locations.flatMap(({ id, spec }) =>
    (spec.distribution ?? []).map((slug) => ({
      siteId: plan.siteId,
      locationId: id,
      distributionLocationId: findLocation(plan, slug).id,
    })),
  );
  return { locations, locationDistribution };
}
