import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReservationPage } from '@/components/reserve/reservation-page';
import { decodeSegment } from '@/domain/navigation/decode-segment';
import { getDb } from '@/server/db';
import { loadReservationPage } from '@/server/reserve/reservation-page';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Your Reservation', robots: { index: false } };

/** /reservations/{id}: one reservation of this site, as its buyer sees it (decision 046). */
export default async function ReservationRoute({
  params,
}: {
  params: Promise<{ host: string; id: string }>;
}) {
  const { host, id } = await params;
  const site = await getSiteForHost(host);
  if (!site) notFound();
  const page = await loadReservationPage(await getDb(), site, decodeSegment(id), new Date());
  if (!page) notFound();
  return <ReservationPage page={page} />;
}
