import type { SiteConfig } from '@/config';
import type { Breadcrumb } from '@/domain/navigation/breadcrumb';
import type { CarListing } from '@/domain/stock/car';
import type { SpecsVariant } from './specs/types';

/**
 * The vehicle page's data (decision 013), built on the server by `loadVehiclePage` from one site's rows only.
 * Sections take narrow props of their own; the page maps these fields onto them. Dates are ISO strings.
 */
export type VehiclePageCar = CarListing & {
  /** The feed's own name for the car, when it has one (the page title is `VehiclePageData.title`). */
  name: string | null;
  interiorColour: string | null;
  soldAt: string | null;
  vin: string | null;
  regplate: string | null;
  regoExpiry: string | null;
  nvic: string | null;
  complianceDate: string | null;
  buildDate: string | null;
  simpleBody: string | null;
  simpleTransmission: string | null;
  simpleFuel: string | null;
  simpleDrive: string | null;
  fuel: string | null;
  drive: string | null;
  transmission: string | null;
  seats: number | null;
  doors: number | null;
  engineSize: number | null;
  engineSizeLitres: number | null;
  gearnum: number | null;
  bodyconfiguration: string | null;
  categories: string[];
  historyReportUrl: string | null;
  paymentProcessors: string[] | null;
  youxWeeklyRepayment: number | null;
  youxComparisonRate: number | null;
  youxAdvertisedRate: number | null;
  autograbAverageMarketPrice: number | null;
  autograbStateAverageMarketPrice: number | null;
  /** Caravan specifications (O-11): lengths in mm, masses in kg. */
  bodyWidth: number | null;
  bodyLength: number | null;
  tareWeight: number | null;
  axleType: string | null;
  sleeps: number | null;
  aggregateTrailerMass: number | null;
  createdAt: string;
  updatedAt: string;
};

/** Gallery photos in position order (D-7: slides use url, thumbnails thumbUrl). */
export type VehicleImage = { url: string; thumbUrl: string; width: number | null; height: number | null };

/** A spin hotspot: exterior ones sit on a frame, interior ones on the interior view; x/y are percentages. */
export type VehicleSpinHotspot = {
  id: number;
  view: string;
  frameIndex: number | null;
  x: number;
  y: number;
  title: string;
  description: string;
};

export type VehicleSpin = {
  /** Exterior frame URLs in rotation order. */
  frames: string[];
  hotspots: VehicleSpinHotspot[];
  /** The embedded interior page (D-18). */
  interiorUrl: string | null;
  code: string | null;
};

/** The car's variant specs (S1 §3 Car variant), null when the feed has none; kerb weight is not listed. */
export type VehicleVariantSpecs = SpecsVariant & { kerbWeight: number | null };

export type VehicleLocation = {
  id: number;
  name: string;
  slug: string;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  lat: number | null;
  long: number | null;
  /** The yard's own phone; the page shows `VehiclePageData.phone` (fixed numbers applied, A-13). */
  phone: string | null;
  placeUrl: string | null;
  /** Hidden yards have no page of their own (/contact-us/{slug} 404s). */
  isVisible: boolean;
};

export type VehiclePageStatus = {
  /** D-50 `isInStock`. */
  inStock: boolean;
  /** C-74 `isSold`: the D-58 SOLD message shows. */
  sold: boolean;
  reserved: boolean;
  /** D-55 `isCheckoutEnabled`. */
  checkoutEnabled: boolean;
  /** D-59 `isTradeInEligible`. */
  tradeInEligible: boolean;
};

export type VehiclePageData = {
  site: { id: number; slug: string; name: string };
  car: VehiclePageCar;
  /** '{year} {make} {model} {badge} {series}', as the search card names the car. */
  title: string;
  images: VehicleImage[];
  spin: VehicleSpin;
  video: { url: string | null; externalUrl: string | null };
  variant: VehicleVariantSpecs | null;
  location: VehicleLocation;
  /** The primary location of the car's dealership (else of the site), for 'Located at {city}' (D-79). */
  primaryLocation: { id: number; name: string; city: string | null } | null;
  /** Visible yards the car can also be seen at (D-93 hides the map section when there are any). */
  distributionLocations: { id: number; name: string; slug: string; city: string | null }[];
  dealership: { id: number; slug: string; name: string };
  /** The dealer's number for this car: a fixed number else the yard's phone; null without one. */
  phone: string | null;
  comments: string | null;
  features: string[];
  standardEquipment: string[];
  views: number;
  status: VehiclePageStatus;
  /** The car's effective config: site ⊕ its dealership's layer ⊕ make/item-type overlay. Server only. */
  config: SiteConfig;
  breadcrumbs: Breadcrumb[];
  /** D-51 'Find Me Something Similar'. */
  similarHref: string;
};
