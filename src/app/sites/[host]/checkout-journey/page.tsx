import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CheckoutJourney } from '@/components/reserve/checkout-journey';
import { getDb } from '@/server/db';
import { loadCheckoutJourney } from '@/server/reserve/checkout-journey';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Your Next Steps' };

type JourneyRouteProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /checkout-journey?car_id={slug} (B-13): the optional steps after reserving. */
export default async function CheckoutJourneyRoute({ params, searchParams }: JourneyRouteProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const slug = (await searchParams).car_id;
  const journey = await loadCheckoutJourney(await getDb(), site.id, typeof slug === 'string' ? slug : null);
  return <CheckoutJourney journey={journey} />;
}
