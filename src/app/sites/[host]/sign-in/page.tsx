import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { SignInPage } from '@/components/account/sign-in-page';
import { readSignInQuery } from '@/domain/account/sign-in-url';
import { favouritesKeys } from '@/domain/favourites/saved-cars';
import { buyerForPage } from '@/server/auth/page-buyer';
import { getDb } from '@/server/db';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

type SignInRouteProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /sign-in?type=…&redirect=…&back=… (B-26, B-47, I-19): a signed-in buyer goes straight on to `redirect`,
 * unless the watchlist sent them and their account has no mobile yet (I-1), or alerts did and it has no email
 * address: then they add one here.
 */
export default async function SignInRoute({ params, searchParams }: SignInRouteProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const query = readSignInQuery(await searchParams);
  const buyer = await buyerForPage(await getDb(), site);
  const needsPhone = buyer !== null && buyer.phone === null && query.type === 'watchlist';
  // Alerts go by email: an account made by a mobile code adds an address first (decision 051).
  const needsEmail = buyer !== null && buyer.email === null && query.type === 'alerts';
  if (buyer && !needsPhone && !needsEmail) redirect(query.redirect);
  const favourites = site.config.features.favouritesStorage ? favouritesKeys(site.id) : null;
  const mode = needsPhone ? 'add-phone' : needsEmail ? 'add-email' : 'sign-in';
  return <SignInPage siteName={site.name} query={query} mode={mode} favourites={favourites} />;
}
