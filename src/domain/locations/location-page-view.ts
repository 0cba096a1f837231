import type { VehicleCardDto } from '@/domain/cards/types';
import type { AutoDealerInput } from '@/domain/locations/auto-dealer-json-ld';
import type { LeadFormSetup } from '@/domain/lead-forms/setup';
import type { HolidayHoursSection } from '@/domain/locations/holiday-hours';
import type { LocationMapDto, TiledMapDto } from '@/domain/locations/map';
import type { OpeningHoursTab } from '@/domain/locations/opening-hours';

export type LocationDetails = {
  id: number;
  slug: string;
  name: string;
  locationType: string;
  dealershipId: number;
  dealershipName: string;
  address: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  dealerLicenceNumber: string | null;
  motorVehicleRepairer: string | null;
  averageRating: number | null;
  reviewCount: number | null;
  placeUrl: string | null;
  lat: number | null;
  long: number | null;
};

/** What the details show of a location (the console's settings preview draws them too, from a draft). */
export type LocationDetailsView = Pick<
  LocationPageView['location'],
  'name' | 'dealershipName' | 'address' | 'phone' | 'email' | 'averageRating' | 'reviewCount'
>;

/** What /locations/{slug} renders. */
export type LocationPageView = {
  location: Omit<
    LocationDetails,
    'dealerLicenceNumber' | 'motorVehicleRepairer' | 'placeUrl' | 'lat' | 'long'
  >;
  /** 'DL: {n}', 'MRB: {n}' (J-9). */
  licenceLines: string[];
  directionsHref: string | null;
  /** One tab per department the location keeps (J-28..J-34). */
  hours: OpeningHoursTab[];
  /** J-38/J-39: upcoming holiday hours per department; empty (no button) when none or switched off. */
  holidayHours: HolidayHoursSection[];
  /** J-11: the bundled outline map with the location's pin; null without coordinates. */
  map: LocationMapDto | null;
  /** J-11 on a site with a map provider: the interactive map (the outline map stays its no-script fallback). */
  tiledMap: TiledMapDto | null;
  /** Its newest cars the site's search lists, and that search. */
  cars: VehicleCardDto[];
  stockHref: string;
  /** An enquiry for this location. */
  form: LeadFormSetup | null;
  /** The AutoDealer JSON-LD's facts; the route adds the page's absolute URL (it knows the request's origin). */
  structuredData: Omit<AutoDealerInput, 'url'>;
};
