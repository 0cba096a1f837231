import demoSitesJson from './demo-sites.json';
import type { CarType } from './reference';

/** The demo sites are data (demo-sites.json): no site slug appears in code. */
export type HoursTemplate = {
  weekdays: [string, string];
  thursday?: [string, string];
  saturday: [string, string] | null;
  sunday: [string, string] | null;
};
export type DemoLocation = {
  slug: string;
  name: string;
  type: string;
  subtypes: string[];
  primary: boolean;
  visible: boolean;
  manufacturers: string[];
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
  phone: string | null;
  landline: string;
  email: string;
  rating: number | null;
  reviewCount: number | null;
  dealerLicenseNumber: string;
  motorVehicleRepairer: string;
  /** Department → hours template name. */
  departments: Record<string, string>;
  stockShare: number;
  withImage: boolean;
  distribution?: string[];
};
export type DealershipStock = {
  share: number;
  carTypes: Partial<Record<CarType, number>>;
  newMakes: string[];
  /** 'car' | 'caravan' = any make of that item type; 'franchise' = newMakes only. */
  usedMakes: 'car' | 'caravan' | 'franchise';
  usedFranchiseBias: number;
  minYear?: number;
};
export type DemoDealership = {
  slug: string;
  name: string;
  manufacturer: string | null;
  address: string;
  overrides: Record<string, unknown>;
  stock: DealershipStock;
  locations: DemoLocation[];
};
export type DemoHoliday = {
  name: string;
  date?: string;
  monthDay?: string;
  inDays?: number;
  closed: string[];
  shortSales?: boolean;
  locations?: string[];
  states?: string[];
};
export type DemoBrand = {
  manufacturer: string | null;
  grid: string;
  title?: string;
  slug?: string;
  url?: string;
  skipBrandPage?: boolean;
  description?: string;
};
export type SiteStock = {
  count: number;
  stockPrefix: string;
  itemType?: string;
  finance: string[];
  extraFinance: string[];
  certifiedShare: number;
  zeroPriceShare: number;
  spins: number;
  reviews: number;
};
export type DemoSite = {
  id: number;
  slug: string;
  name: string;
  host: string;
  manufacturer: string | null;
  group: string | null;
  logoUrl: string;
  address: string;
  facebookUrl: string | null;
  instagramUrl: string | null;
  searchCategories: string[];
  overrides: Record<string, unknown> & { siteType: 'dealer' | 'group' | 'caravan' };
  stock: SiteStock;
  models: { makes?: string[]; limitPerMake?: number; list?: [string, string][] };
  brands: DemoBrand[];
  holidays: DemoHoliday[];
  dealerships: DemoDealership[];
};
export type DemoGroup = { slug: string; name: string; overrides: Record<string, unknown> };
export type DemoSitesFile = { groups: DemoGroup[]; hours: Record<string, HoursTemplate>; sites: DemoSite[] };

// JSON imports widen literals ("dealer" → string); the generator test checks the data against these types.
export const DEMO_SITES_FILE = demoSitesJson as unknown as DemoSitesFile;
export const DEMO_SITES: readonly DemoSite[] = DEMO_SITES_FILE.sites;
export const DEMO_SITE_SLUGS: readonly string[] = DEMO_SITES.map((site) => site.slug);
