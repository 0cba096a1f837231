import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { UnsubscribePage } from '@/components/alerts/unsubscribe-page';
import { GARAGE_PATH } from '@/domain/account/garage-path';
import { ALERTS_SECTION_ID } from '@/domain/alerts/consent';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '@/server/alerts/alert-queue';
import { ALL_ALERTS, readUnsubscribeOffer } from '@/server/alerts/unsubscribe';
import { getDb } from '@/server/db';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

type UnsubscribeRouteProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** /alerts/unsubscribe?token=…: an alert email's unsubscribe link, asking before it stops (and saying it did). */
export default async function UnsubscribeRoute({ params, searchParams }: UnsubscribeRouteProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const query = await searchParams;
  const token = first(query.token);
  const offer = await readUnsubscribeOffer(await getDb(), site.id, token);
  const done = first(query.done);
  return (
    <UnsubscribePage
      siteName={site.name}
      manageHref={`${GARAGE_PATH}#${ALERTS_SECTION_ID}`}
      action={`${ONE_CLICK_UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`}
      what={offer ? (done === 'all' ? ALL_ALERTS : offer.what) : null}
      canStopAll={offer?.grant.scope.kind !== 'all'}
      done={offer !== null && (done === 'yes' || done === 'all')}
    />
  );
}
