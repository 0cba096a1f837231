import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TradeInPage } from '@/components/pages/trade-in-page';
import { enforceSignInGate } from '@/server/auth/gate';
import { getDb } from '@/server/db';
import { loadTradeInPage } from '@/server/lead-forms/pages';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Sell Your Car' };

/** /trade-in (B-15), and /sell-my-car and /sell-your-car with the same content (B-16): the valuation. */
export default async function SellYourCarPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const db = await getDb();
  await enforceSignInGate(db, site, {}, { route: 'tradeIn', back: '/' });
  const page = await loadTradeInPage(db, site);
  return (
    <TradeInPage
      title="Sell Your Car"
      intro={`Get an instant offer in 2 minutes: tell ${site.name} about your car and see what it is worth.`}
      valuation={page.valuation}
      carEntry={page.carEntry}
      quickForm={page.quickForm}
    />
  );
}
