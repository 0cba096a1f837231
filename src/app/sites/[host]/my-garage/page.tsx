import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GaragePage } from '@/components/account/garage-page';
import { loadGaragePage } from '@/server/account/garage-page';
import { enforceSignInGate } from '@/server/auth/gate';
import { buyerForPage } from '@/server/auth/page-buyer';
import { getDb } from '@/server/db';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'My Garage', robots: { index: false } };

/** /my-garage (B-45, I-17): open to every visitor unless the site gates it. */
export default async function MyGarageRoute({ params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const db = await getDb();
  await enforceSignInGate(db, site, {}, { route: 'myGarage', back: '/' });
  return <GaragePage page={await loadGaragePage(db, site, await buyerForPage(db, site))} />;
}
