import { OfferCard } from '@/components/cards/offer-card';
import { OfferDetail } from '@/components/offers/offer-detail';
import { ContentPage } from '@/components/pages/content-page';
import { PromoCard } from '@/components/search/promo-card';
import type { PageSettings } from '@/domain/console/settings/page';
import type { PromotionSettings } from '@/domain/console/settings/promotion';
import { pagePath } from '@/domain/pages/content-routes';
import type { PromoCardDto } from '@/domain/search/page/types';
import type { OfferPreview as OfferPreviewData } from '@/domain/console/settings/preview-views';

const FRAME = 'space-y-4 rounded-lg border border-foreground/20 p-4';
const NOTE = 'rounded-md bg-accent/20 px-3 py-2 text-sm font-semibold';

/** A content page as its route draws it (title and rendered Markdown), with where it will be served. */
export function ContentPagePreview({ value }: { value: PageSettings }) {
  return (
    <div className={FRAME}>
      {value.isPublished ? (
        <p className="text-sm text-muted">Buyers will find it at {value.slug ? pagePath(value.slug) : '…'}</p>
      ) : (
        <p className={NOTE}>Hidden: buyers will not see this page.</p>
      )}
      <ContentPage title={value.title || 'Untitled page'} body={value.body} heading="h2" />
    </div>
  );
}

/** An offer as /special-offers lists it, then as its own page opens. */
export function OfferPreview({ preview }: { preview: OfferPreviewData }) {
  return (
    <div className={FRAME}>
      <h3 className="font-semibold">On the offers page</h3>
      <ul className="max-w-xs list-none">
        <li>
          <OfferCard offer={preview.card} enquireButtonText={preview.enquireButtonText} />
        </li>
      </ul>
      <h3 className="font-semibold">On the offer’s own page</h3>
      <OfferDetail data={preview.detail} heading="h2" />
    </div>
  );
}

const CAR_TYPE_LABELS = { new: 'new', used: 'used', demo: 'demo' } as const;

/** When and where a promotion shows, in words (K-15..K-17). */
function promotionRules(value: PromotionSettings): string {
  const types = value.display.map((type) => CAR_TYPE_LABELS[type]).join(', ');
  const where =
    value.display.length === 0
      ? 'on every search'
      : value.strictDisplay
        ? `only when every car type chosen is among: ${types}`
        : `on searches for ${types} cars, or with no car type chosen`;
  const start = value.start.replace('T', ' ');
  const end = value.expiry.replace('T', ' ');
  return `Shows from ${start} to ${end} (site time), at place ${value.position} among the results, ${where}.`;
}

/** A promotion's card as search results draw it, with the rules that decide when it shows. */
export function PromotionPreview({ card, value }: { card: PromoCardDto; value: PromotionSettings }) {
  return (
    <div className={FRAME}>
      <p className="text-sm text-muted">{promotionRules(value)}</p>
      <div className="max-w-sm">
        <PromoCard promo={card} testId="promo-card" heading="h3" />
      </div>
    </div>
  );
}
