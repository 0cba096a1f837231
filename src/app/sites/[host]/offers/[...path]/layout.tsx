import type { ReactNode } from 'react';
import { notFound, permanentRedirect } from 'next/navigation';
import { offerOf, type OfferRouteParams } from './load';

/**
 * /offers/{id} and /offers/{manufacturerSlug}/{id} (K-11) are one catch-all: Next refuses sibling dynamic
 * segments with different names ([id] beside [make]). The layout answers what is not this site's offer with
 * the site's 404, above this segment's not-found (which says an offer has ended), and moves the other form of
 * the path to the offer's own href (308).
 */
export default async function OfferLayout({
  children,
  ...props
}: OfferRouteParams & { children: ReactNode }) {
  const outcome = await offerOf(props);
  if (outcome.kind === 'not_found') notFound();
  if (outcome.kind === 'redirect') permanentRedirect(outcome.href);
  return children;
}
