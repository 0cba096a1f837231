import 'server-only';
import { searchWordingOf } from '@/domain/stock/value-labels';
import { overlayVehicleConfig, redactLeadSecrets, type SiteConfig } from '@/config';
import { searchCardTitle } from '@/domain/search/page/card';
import {
  isWithinSoldRetention,
  passesStockFilter,
  resolveStockRules,
  stockRuleOptionsOf,
  type RuleCar,
} from '@/domain/search/stock-rules';
import { isCheckoutEnabled, isInStock, isSold } from '@/domain/stock/availability';
import { dealerPhone } from '@/domain/vehicle/dealer-phone';
import type { VehiclePageCar, VehiclePageData } from '@/domain/vehicle/page-data';
import { similarSearchHref, vehicleBreadcrumbs } from '@/domain/search/car-links';
import { isTradeInEligible } from '@/domain/vehicle/sidebar-actions';
import type { Database } from '@/server/db/client';
import { loadSearchUrlContext } from '@/server/stock/search/api/url-context';
import { loadSiteConfigSource, resolveForSite } from '@/server/sites/site-config-loader';
import { findPrimaryLocation, findVehicleBySlug, loadVehicleChildren, type FoundVehicle } from './queries';

export type VehiclePageSite = { id: number; slug: string; name: string; config: SiteConfig };

/** The car's effective config: the site's, its dealership's layer, then its make and item type. */
async function carConfig(db: Database, siteId: number, found: FoundVehicle): Promise<SiteConfig> {
  const dealerConfig = resolveForSite(await loadSiteConfigSource(db, siteId), found.dealership);
  const { make, itemType } = found.vehicle;
  // Pages never need the lead webhook's secret (as the site context, which has it redacted too).
  return redactLeadSecrets(overlayVehicleConfig(dealerConfig, { make, itemType }));
}

/**
 * Whether the site shows this car at all: the same stock filter (C-28/C-29) and sold retention (C-77) as
 * its search, so a car that has left the listings is not reachable by its old link either.
 */
function isShown(found: FoundVehicle, config: SiteConfig, now: Date): boolean {
  const { vehicle, location } = found;
  const retention = new Map([[vehicle.dealershipId, config.cards.soldRetentionDays]]);
  // A zero-price car is hidden from some lists, never from its own page.
  const options = { ...stockRuleOptionsOf(config, retention), hideZeroPriceVehicles: false };
  const rules = resolveStockRules(options, now, '');
  const car: RuleCar = { ...vehicle, state: location.state };
  return passesStockFilter(car, rules) && isWithinSoldRetention(car, rules);
}

function toPageCar(vehicle: FoundVehicle['vehicle']): VehiclePageCar {
  // Ids and content the page data carries elsewhere (comments, features) stay out of the car itself.
  const {
    siteId: _siteId,
    dealershipId: _dealershipId,
    locationId: _locationId,
    customRank: _customRank,
    dealercomments: _dealercomments,
    features: _features,
    standardEquipment: _standardEquipment,
    ...rest
  } = vehicle;
  return {
    ...rest,
    soldAt: vehicle.soldAt?.toISOString() ?? null,
    createdAt: vehicle.createdAt.toISOString(),
    updatedAt: vehicle.updatedAt.toISOString(),
  };
}

/**
 * Everything the vehicle page (decision 013) shows about one car of this site, or null (→ 404) for an unknown
 * slug, another site's slug, or a car the site no longer lists. Every query filters by the site's id.
 */
export async function loadVehiclePage(
  db: Database,
  site: VehiclePageSite,
  slug: string,
  now: Date,
): Promise<VehiclePageData | null> {
  const found = await findVehicleBySlug(db, site.id, slug);
  if (!found) return null;
  const config = await carConfig(db, site.id, found);
  if (!isShown(found, config, now)) return null;
  const { vehicle, location, dealership } = found;
  const [children, primaryLocation, ctx] = await Promise.all([
    loadVehicleChildren(db, site.id, vehicle.id, vehicle.locationId),
    findPrimaryLocation(db, site.id, vehicle.dealershipId),
    loadSearchUrlContext(db, site.id, site.config),
  ]);
  const title = searchCardTitle(vehicle);
  const linked = { ...vehicle, body: vehicle.simpleBody };
  const { breadcrumbBasePath: basePath, configuredModels } = config.search;
  const checkout = { checkoutMinPrice: config.vehicle.checkoutMinPrice };
  return {
    site: { id: site.id, slug: site.slug, name: site.name },
    car: toPageCar(vehicle),
    title,
    images: children.images,
    spin: {
      frames: children.frames,
      hotspots: children.hotspots,
      interiorUrl: vehicle.spinInteriorUrl,
      code: vehicle.spinCode,
    },
    video: { url: vehicle.videoUrl, externalUrl: vehicle.externalVideoUrl },
    variant: children.variant,
    location,
    primaryLocation,
    distributionLocations: children.distribution,
    dealership: { id: dealership.id, slug: dealership.slug, name: dealership.name },
    phone: dealerPhone(config.fixedPhoneNumbers, location, dealership.slug),
    comments: vehicle.dealercomments,
    features: vehicle.features,
    standardEquipment: vehicle.standardEquipment,
    views: found.views ?? 0,
    status: {
      inStock: isInStock(vehicle),
      sold: isSold(vehicle),
      reserved: vehicle.reserved,
      checkoutEnabled: isCheckoutEnabled(vehicle, checkout),
      tradeInEligible: isTradeInEligible(vehicle),
    },
    config,
    breadcrumbs: vehicleBreadcrumbs(linked, title, ctx, {
      basePath,
      configuredModels,
      wording: searchWordingOf(config.search),
    }),
    similarHref: similarSearchHref(linked, ctx),
  };
}
