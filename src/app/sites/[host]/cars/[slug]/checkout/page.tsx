import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CheckoutPage } from '@/components/reserve/checkout-page';
import { decodeSegment } from '@/domain/navigation/decode-segment';
import { enforceSignInGate } from '@/server/auth/gate';
import { getDb } from '@/server/db';
import { loadCheckoutPage } from '@/server/reserve/checkout-page';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Reserve Online', robots: { index: false } };

type CheckoutRouteProps = {
  params: Promise<{ host: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /cars/{slug}/checkout (B-11), and /cars/{slug}/buy-online (B-12) with the same page: reserve the car. */
export default async function CheckoutRoute({ params, searchParams }: CheckoutRouteProps) {
  const { host, slug } = await params;
  const site = await getSiteForHost(host);
  if (!site) notFound();
  const db = await getDb();
  const query = await searchParams;
  const page = await loadCheckoutPage(db, site, decodeSegment(slug), query, new Date());
  if (!page) notFound();
  await enforceSignInGate(db, site, query, { route: 'checkout', back: page.car.href, carSlugKnown: true });
  return <CheckoutPage page={page} />;
}
