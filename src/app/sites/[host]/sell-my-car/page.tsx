import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LeadFormPage } from '@/components/leads/lead-form-page';
import { getDb } from '@/server/db';
import { loadSellMyCarPage } from '@/server/lead-forms/pages';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Sell Your Car' };

/** /sell-my-car (and /sell-your-car): the quick trade-in contact form (H-35..H-37). */
export default async function SellMyCarPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const { setup } = await loadSellMyCarPage(await getDb(), site);
  return (
    <LeadFormPage
      title="Sell Your Car"
      intro={`Leave your details and ${site.name} will be in touch about your car.`}
      setup={setup}
    />
  );
}
