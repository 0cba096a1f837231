import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FinanceApplicationSection } from '@/components/leads/finance-application-section';
import { FINANCE_FORM_ID } from '@/domain/lead-forms/finance-application-page';
import { getDb } from '@/server/db';
import { loadFinanceApplicationPage } from '@/server/lead-forms/finance-application-pages';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Personalised Finance' };

type PersonalisedFinanceProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /personalised/finance?car_id={id} (B-23): the finance application about that car; without one, the plain form. */
export default async function PersonalisedFinancePage({ params, searchParams }: PersonalisedFinanceProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const page = await loadFinanceApplicationPage(await getDb(), site, await searchParams);
  return <FinanceApplicationSection id={FINANCE_FORM_ID} title="Personalised Finance" page={page} />;
}
