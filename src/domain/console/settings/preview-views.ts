import type { Branding } from '@/domain/console/settings/branding';
import type { LocationDetailsView, LocationPageView } from '@/domain/locations/location-page-view';
import type { OfferPageData } from '@/domain/offers/offer-page-view';
import type { LinkedOfferCardDto } from '@/domain/cards/types';
import type { SiteChrome } from '@/domain/site-chrome/site-chrome';

/** The site's header and footer with a draft's branding or contact, for the console's preview. */
export type FramePreview = { chrome: SiteChrome; colors: Branding['colors'] };

/** A location's page details and hours with a draft's settings. */
export type LocationPreview = Pick<LocationPageView, 'licenceLines' | 'hours' | 'holidayHours'> & {
  location: LocationDetailsView;
  isVisible: boolean;
};

/** An offer as /special-offers lists it and as its page opens, with a draft's values. */
export type OfferPreview = {
  card: LinkedOfferCardDto;
  detail: Pick<OfferPageData, 'offer' | 'enquire' | 'explore' | 'testDrive'>;
  enquireButtonText: string;
};
