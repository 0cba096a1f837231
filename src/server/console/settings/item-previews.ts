import 'server-only';
import { offerEnquiryLabel } from '@/domain/catalogue/offers-list';
import type { OfferSettings } from '@/domain/console/settings/offer';
import type { OfferPreview } from '@/domain/console/settings/preview-views';
import type { PromotionSettings } from '@/domain/console/settings/promotion';
import { offerEnquiryHref, offerHref } from '@/domain/navigation/links';
import { sanitizeOfferDescription } from '@/domain/offers/offer-text';
import { promotionCard } from '@/domain/search/page/promo-slots';
import type { PromoCardDto } from '@/domain/search/page/types';
import { offerHead } from '@/server/offers/offer-page';
import type { SiteContext } from '@/server/sites/site-context';

/**
 * An offer as /special-offers lists it and as its page opens, with the draft's values. The model link
 * (K-9) is left out: the console does not edit it, and a new offer has none.
 */
export function offerPreview(site: SiteContext, offerId: number, value: OfferSettings): OfferPreview {
  const { config } = site;
  const description = value.description ?? '';
  const offer = {
    ...value,
    id: offerId,
    description,
    sanitizedDescription: sanitizeOfferDescription(description),
    disclaimer: value.disclaimer ?? '',
  };
  const buttonText = config.forms.offerEnquireButtonText;
  return {
    card: {
      id: offerId,
      name: value.name,
      category: value.category,
      imageUrl: value.imageUrl,
      expiry: value.expiry,
      manufacturerSlug: null,
      href: offerHref({ id: offerId, manufacturerSlug: null }, site.manufacturer !== null),
    },
    detail: {
      offer: offerHead(offer, config),
      enquire: {
        text: buttonText,
        label: offerEnquiryLabel(buttonText, value.name),
        href: offerEnquiryHref(offerId),
      },
      explore: null,
      testDrive: { label: 'Book A Test Drive', href: '/book-test-drive' },
    },
    enquireButtonText: buttonText,
  };
}

/** A promotion's card as search results draw it (K-14), with the draft's content. */
export function promotionPreview(value: PromotionSettings): PromoCardDto {
  const { title, body, imageUrl, url, buttonText } = value;
  return promotionCard({ title, body: body ?? '', imageUrl, url, buttonText });
}
