import type { VehiclePageData } from '@/domain/vehicle/page-data';
import { viewJsonHref } from './api';
import { showLocatedAt, showVehicleMap, yardAddressLine, yardDirectionsHref } from './rules';

/** D-66..D-75: what the contact panel shows. */
export type ContactPanelView = {
  carId: number;
  stocknum: string;
  /** The dealer's number; null hides the reveal control (D-74). */
  phone: string | null;
  /** D-72 `phoneRevealedByDefault`. */
  revealedByDefault: boolean;
  /** D-73 `contactPanel.showDealershipName`. */
  dealershipName: string | null;
  /** D-73 `contactPanel.showMoreFromDealer`: /search/{dealership_slug}. */
  moreFromDealerHref: string | null;
};

/** D-79: the 'Located at {city}' bar, null when the car is in the primary location's city. */
export type LocatedAtView = { carId: number; city: string; directionsHref: string | null };

/** D-93: the single-location section, null when hidden. */
export type VehicleMapView = { name: string; address: string | null; directionsHref: string | null };

export type VehicleContactView = {
  panel: ContactPanelView;
  locatedAt: LocatedAtView | null;
  map: VehicleMapView | null;
  /** D-49/D-102: the view count as rendered and where the browser counts this view. */
  views: { initial: number; href: string };
};

/** The contact panel, 'Located at' bar, location section and view counter of one car's page. */
export function vehicleContactView(data: VehiclePageData): VehicleContactView {
  const { car, config, location, dealership } = data;
  const { contactPanel, phoneRevealedByDefault } = config.vehicle;
  const city = location.city?.trim() ?? '';
  const directionsHref = yardDirectionsHref(location);
  return {
    panel: {
      carId: car.id,
      stocknum: car.stocknum,
      phone: data.phone,
      revealedByDefault: phoneRevealedByDefault,
      dealershipName: contactPanel.showDealershipName ? dealership.name : null,
      moreFromDealerHref: contactPanel.showMoreFromDealer
        ? `/search/${encodeURIComponent(dealership.slug)}`
        : null,
    },
    locatedAt: showLocatedAt(location, data.primaryLocation) ? { carId: car.id, city, directionsHref } : null,
    map: showVehicleMap(data.distributionLocations.length, config.features.showMapSection)
      ? { name: location.name, address: yardAddressLine(location), directionsHref }
      : null,
    views: {
      initial: data.views,
      href: viewJsonHref(car.slug, {
        photosCount: data.images.length,
        updatedAt: car.updatedAt,
        siteId: data.site.id,
      }),
    },
  };
}
