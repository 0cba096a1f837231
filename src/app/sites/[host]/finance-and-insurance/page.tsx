import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FinanceAndInsurance } from '@/components/leads/finance-and-insurance';
import { getDb } from '@/server/db';
import { loadFinanceAndInsurancePage } from '@/server/lead-forms/finance-application-pages';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Finance and Insurance' };

type FinanceAndInsuranceProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /finance-and-insurance (B-29): the group's finance and insurance page with the finance application. */
export default async function FinanceAndInsurancePage({ params, searchParams }: FinanceAndInsuranceProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const page = await loadFinanceAndInsurancePage(await getDb(), site, await searchParams);
  if (!page) notFound();
  return <FinanceAndInsurance siteName={site.name} page={page} />;
}
