import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TradeInPage } from '@/components/pages/trade-in-page';
import { enforceSignInGate } from '@/server/auth/gate';
import { getDb } from '@/server/db';
import { loadTradeInPage } from '@/server/lead-forms/pages';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Trade-In Valuation' };

type CarTradeInPageProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /cars/trade-in?car_id={id} (B-14): the vehicle page's trade-in button, the offer set against that car (H-40). */
export default async function CarTradeInPage({ params, searchParams }: CarTradeInPageProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const db = await getDb();
  const query = await searchParams;
  await enforceSignInGate(db, site, query, { route: 'tradeIn', back: '/' });
  const page = await loadTradeInPage(db, site, query);
  const car = page.valuation.car;
  return (
    <TradeInPage
      title="Trade-In Valuation"
      intro={
        car
          ? `Tell ${site.name} about your car: see its offer against the ${car.title}.`
          : `Tell ${site.name} about your car and see what it is worth.`
      }
      valuation={page.valuation}
      carEntry={page.carEntry}
      quickForm={page.quickForm}
    />
  );
}
