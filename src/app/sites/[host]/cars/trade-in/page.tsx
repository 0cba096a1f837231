import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LeadFormPage } from '@/components/leads/lead-form-page';
import { getDb } from '@/server/db';
import { loadCarTradeInPage } from '@/server/lead-forms/pages';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Trade-In Valuation' };

type CarTradeInPageProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /cars/trade-in?car_id={id} (B-14): the vehicle page's trade-in button, the quick trade-in form about the car. */
export default async function CarTradeInPage({ params, searchParams }: CarTradeInPageProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const { setup } = await loadCarTradeInPage(await getDb(), site, await searchParams);
  return (
    <LeadFormPage
      title="Trade-In Valuation"
      intro={`Tell us about your car and ${site.name} will be in touch with a valuation.`}
      setup={setup}
    />
  );
}
