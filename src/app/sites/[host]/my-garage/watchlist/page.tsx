import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { WatchlistPage } from '@/components/watchlist/watchlist-page';
import { GARAGE_PATH, WATCHLIST_PATH } from '@/domain/account/garage-path';
import { signInHref } from '@/domain/account/sign-in-url';
import { buyerForPage } from '@/server/auth/page-buyer';
import { getDb } from '@/server/db';
import { getSiteForHost } from '@/server/sites/queries';
import { listWatchlistCars } from '@/server/watchlist/watchlist-store';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'My Watchlist', robots: { index: false } };

/**
 * /my-garage/watchlist (B-27, I-8): the signed-in buyer's watched cars. I-1: anyone without a signed-in account
 * with a mobile goes to sign-in, which asks a signed-in buyer for the missing mobile.
 */
export default async function WatchlistRoute({ params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const db = await getDb();
  const buyer = await buyerForPage(db, site);
  if (!buyer?.phone) redirect(signInHref('watchlist', WATCHLIST_PATH, GARAGE_PATH));
  const cars = await listWatchlistCars(db, site, buyer.id, new Date());
  return (
    <WatchlistPage
      cars={cars}
      phone={buyer.phone}
      noPriceText={site.config.cards.noPriceText}
      searchHref={site.config.search.path}
    />
  );
}
