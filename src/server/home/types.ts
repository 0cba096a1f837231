import type { SlideDto } from '@/domain/promotions/slide';
import type { LinkedOfferCardDto, VehicleCardDto } from '@/domain/cards/types';

/** DTOs the home page and site chrome read. Types only (no 'server-only'), so components can import them. */

export type LocationCardDto = {
  id: number;
  slug: string;
  name: string;
  locationType: string;
  isVisible: boolean;
  /** One line: street, city state postcode; null when no part is known. */
  address: string | null;
  phone: string | null;
  dealerLicenceNumber: string | null;
  motorVehicleRepairer: string | null;
  placeUrl: string | null;
  lat: number | null;
  long: number | null;
};

export type BrandTileDto = {
  id: number;
  grid: string;
  title: string;
  slug: string;
  logoUrl: string | null;
  url: string | null;
  skipBrandPage: boolean;
};

export type ReviewDto = {
  id: number;
  customerName: string;
  text: string;
  rating: number;
  reviewDate: string;
};

export type HomeLocation = {
  id: number;
  name: string;
  address: string | null;
  phone: string | null;
  /** 'DL: {n}' and 'MRB: {n}', each left out when empty or switched off (J-9). */
  licenceLines: string[];
  href: string;
  directionsHref: string | null;
};
export type HomeBrand = { id: number; title: string; logoUrl: string | null; href: string };
export type HomeBrandGrid = { grid: string; title: string; brands: HomeBrand[] };

export type HomePageData = {
  siteName: string;
  searchPath: string;
  noPriceText: string;
  /** The location cards' contact button text (J-7); null when the site hides contact buttons (A-4). */
  contactButtonText: string | null;
  /** H-28: the offer cards' enquiry button text (`forms.offerEnquireButtonText`). */
  offerEnquireButtonText: string;
  vehicles: VehicleCardDto[];
  offers: LinkedOfferCardDto[];
  /** B-17: where 'View all offers' goes (`promo.offersRefreshPath`). */
  offersHref: string;
  locations: HomeLocation[];
  /** null: not a group site. */
  brandGrids: HomeBrandGrid[] | null;
  /** null: reviews switched off for the site. */
  reviews: ReviewDto[] | null;
  /** K-20..K-22: the promotion slides that show now (empty: no slider). */
  slides: SlideDto[];
};
