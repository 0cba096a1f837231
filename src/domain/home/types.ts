import type { BudgetFinderSetup } from '@/domain/budget-finder/budget-finder';
import type { SlideDto } from '@/domain/promotions/slide';
import type { LinkedOfferCardDto, VehicleCardDto } from '@/domain/cards/types';
import type { StockPickers } from '@/domain/catalogue/stock-pickers';
import type { WarrantyLine } from '@/domain/group/warranty';
import type { DirectoryLocation } from '@/domain/locations/directory-types';

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

/** L-15: a review as shown, with `created_at_time_ago_in_words`. */
export type HomeReview = ReviewDto & { timeAgo: string };

/** L-15..L-20, L-24: the home page's reviews and the aggregate of all the site's reviews. */
export type HomeReviews = {
  count: number;
  /** One decimal ('4.7'); null with no reviews. */
  averageRating: string | null;
  /** Up to the full view's 12 (L-18). */
  reviews: HomeReview[];
  /** How many show before 'Show all reviews' opens the rest. */
  initiallyShown: number;
};

export type SalesCounterDto = {
  /** The value at the server's clock; the browser recounts with its own (L-5..L-7). */
  value: number;
  intervalSeconds: number;
  timezone: string;
  refreshMs: number;
  countUpMs: number;
};

export type DealershipTileDto = { id: number; title: string; href: string; logoUrl: string | null };

/** What only a dealer-group site's home page shows (L-2, L-3, L-4..L-9, L-12, L-22). */
export type GroupHomeData = {
  stats: { value: string; label: string }[];
  /** null: switched off (`group.salesCounter.enabled`). */
  salesCounter: SalesCounterDto | null;
  /** L-3: the About us page's opening paragraph; null without that page. */
  profile: string | null;
  /** L-8: the 'why buy from us' page (Markdown); null without it. */
  whyBuy: { title: string; body: string } | null;
  /** L-9 */
  warranty: WarrantyLine[];
  /** L-12: brand entries with a website of their own. */
  dealershipTiles: DealershipTileDto[];
  /** L-22: where 'BOOK A SERVICE' goes (B-19), the header's own target. */
  bookServiceHref: string;
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
  /** J-6: the cards' 'Email Us' button opens the location's enquiry form in a modal (`locationCard.showEmailModal`). */
  showEmailModal: boolean;
  locations: DirectoryLocation[];
  /** null: not a group site. */
  brandGrids: HomeBrandGrid[] | null;
  /** L-13: the brand and body-type pickers; null: not a group site. */
  stockPickers: StockPickers | null;
  /** null: reviews switched off for the site. */
  reviews: HomeReviews | null;
  /** null: not a group site. */
  group: GroupHomeData | null;
  /** K-20..K-22: the promotion slides that show now (empty: no slider). */
  slides: SlideDto[];
  /** F-52..F-66; null when the site has no stock priced above $1,000 (F-59) to find. */
  budgetFinder: BudgetFinderSetup | null;
};
