import type { LinkedOfferCardDto, VehicleCardDto } from '@/domain/cards/types';
import type { LeadFormSetup } from '@/domain/lead-forms/setup';
import type { OfferToggleLabels } from '@/domain/offers/offer-text';

/** A text with a show/hide toggle (K-4..K-7): `rest` is null when the whole text is kept. */
export type ToggledTextDto = {
  kept: string;
  rest: string | null;
  isInitiallyExpanded: boolean;
  labels: OfferToggleLabels;
};

export type OfferLinkDto = { label: string; href: string };

/** What an offer page shows (K-3..K-10, H-28), as plain data. */
export type OfferPageData = {
  offer: {
    id: number;
    name: string;
    category: string | null;
    imageUrl: string | null;
    /** K-10: 'Expires on 30 September 2025', or null when the offer has no expiry. */
    expiresText: string | null;
    description: ToggledTextDto | null;
    disclaimer: ToggledTextDto | null;
  };
  /** K-8: the enquiry button ('Enquire Now' or the site's text) links the same form on /contact without script. */
  enquire: { text: string; label: string; href: string };
  /** K-9: 'Explore {model}', only for offers of a model. */
  explore: OfferLinkDto | null;
  testDrive: OfferLinkDto;
  /** The enquiry form about this offer, on the page (H-28). */
  form: { title: string; setup: LeadFormSetup };
  /** Cars in stock of the offer's make (and model) that search lists. */
  cars: VehicleCardDto[];
  noPriceText: string;
  currentOffersHref: string;
};

export type OfferPageSeo = {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string | null;
  /** schema.org `Offer`, escaped for a script element. */
  jsonLd: string;
};

/** An ended offer's page (decision 021): what ended, and the offers that run now. */
export type EndedOfferData = {
  name: string;
  /** 'Ended on 30 September 2025'. */
  endedText: string;
  offers: LinkedOfferCardDto[];
  /** B-17: the site's offers list (`promo.offersRefreshPath`). */
  allOffersHref: string;
  enquireButtonText: string;
};

export type OfferPageOutcome =
  | { kind: 'not_found' }
  | { kind: 'redirect'; href: string }
  /** K-10: the offer is this site's but its expiry has passed (status 404 with this content: decision 021). */
  | { kind: 'ended'; data: EndedOfferData }
  | { kind: 'ok'; data: OfferPageData; seo: OfferPageSeo };
