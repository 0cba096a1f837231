import type { ReactNode } from 'react';
import { EndedOffer } from '@/components/offers/ended-offer';
import { SiteNotFoundContent } from '../../site-not-found-content';
import { offerOutcomeOf, type OfferRouteParams } from './load-offer';

/**
 * Decision 021: a page can answer 404 but not 410, and the not-found boundary gets no params. So this layout,
 * which has them, shows why the offer is missing ('This offer has ended' with the live offers, or the site's
 * 404), while the page's `notFound()` sets the status and this segment's not-found.tsx adds nothing.
 */
export default async function OfferLayout({
  children,
  ...props
}: OfferRouteParams & { children: ReactNode }) {
  const outcome = await offerOutcomeOf(props);
  if (outcome.kind === 'ended') {
    return (
      <>
        <EndedOffer data={outcome.data} />
        {children}
      </>
    );
  }
  if (outcome.kind === 'not_found') {
    return (
      <>
        <SiteNotFoundContent />
        {children}
      </>
    );
  }
  return children;
}
