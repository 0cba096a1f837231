import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FinanceApplicationSection } from '@/components/leads/finance-application-section';
import { FINANCE_FORM_ID } from '@/domain/lead-forms/finance-application-page';
import { getDb } from '@/server/db';
import { loadFinanceApplicationPage } from '@/server/lead-forms/finance-application-pages';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Apply for Finance' };

type ApplyForFinanceProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /apply-for-finance?preferredDealership=…&vehiclePriceBudget=…&car_id=…&car_type=…#finance-form (B-22):
 * the finance application, its form at #finance-form.
 */
export default async function ApplyForFinancePage({ params, searchParams }: ApplyForFinanceProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const page = await loadFinanceApplicationPage(await getDb(), site, await searchParams);
  return <FinanceApplicationSection id={FINANCE_FORM_ID} title="Apply for Finance" page={page} />;
}
