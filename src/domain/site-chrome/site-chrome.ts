import type { ModelsMenuDto } from '@/domain/catalogue/models-menu';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import type { HeaderLocations, HeaderPhone } from '@/domain/locations/header';
import type { FooterGroup } from './footer';
import type { NavItem } from '@/domain/navigation/types';

/** What the header of every page of a site shows (plain data, read by server/sites/site-chrome). */
export type SiteHeaderDto = {
  siteName: string;
  logoUrl: string | null;
  navigation: NavItem[];
  /** K-24: what the navigation's models menu item opens; null when it has none or the site has no models. */
  modelsMenu: ModelsMenuDto | null;
  /** B-19 */
  bookServiceHref: string;
  isSticky: boolean;
  /** The site's search page, where the instant search box submits (C-95..C-99). */
  searchPath: string;
  /** J-21: the locations dropdown (or the /dealerships link); null when the site lists no location. */
  locations: HeaderLocations | null;
  /** The main phone number: the primary location's (J-23). */
  phone: HeaderPhone | null;
  /**
   * The site's compare list keys, for the header's compare link (decision 049); null when it keeps none
   * (I-12).
   */
  favourites: FavouritesDto | null;
  /** The account area, My Garage (B-45, decision 050). */
  garageHref: string;
};

/** What the footer of every page of a site shows. */
export type SiteFooterDto = {
  siteName: string;
  address: string | null;
  groups: FooterGroup[];
  facebookUrl: string | null;
  instagramUrl: string | null;
  year: string;
};

export type SiteChrome = { header: SiteHeaderDto; footer: SiteFooterDto };
