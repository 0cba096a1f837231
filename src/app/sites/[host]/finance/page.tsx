import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { FinancePage } from '@/components/finance/finance-page';
import { getDb } from '@/server/db';
import { loadFinancePage } from '@/server/finance/finance-page';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

type FinanceRouteProps = { params: Promise<{ host: string }> };

/** One load per request, shared by the metadata and the page. */
const loadPage = cache(async (host: string) => {
  const site = await getSiteForHost(host);
  return site && loadFinancePage(await getDb(), site);
});

export async function generateMetadata({ params }: FinanceRouteProps): Promise<Metadata> {
  const view = await loadPage((await params).host);
  return view
    ? {
        title: view.title,
        description: `Work out repayments and ask our team about ${view.vehicleNoun} finance.`,
      }
    : {};
}

/** /finance: the finance calculator (F-44..F-51), why finance with us, the enquiry and the disclaimer. */
export default async function FinanceRoute({ params }: FinanceRouteProps) {
  const view = await loadPage((await params).host);
  if (!view) notFound();
  return <FinancePage view={view} />;
}
