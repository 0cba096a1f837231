import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LeadFormPage } from '@/components/leads/lead-form-page';
import { getDb } from '@/server/db';
import { loadFinanceEnquiryPage } from '@/server/lead-forms/pages';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Finance Enquiry' };

type FinanceEnquiryProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /finance-enquiry[?car_id={id}&preferredDealership={slug}]: the finance enquiry (event 9, H-45). */
export default async function FinanceEnquiryPage({ params, searchParams }: FinanceEnquiryProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const { setup } = await loadFinanceEnquiryPage(await getDb(), site, await searchParams);
  return (
    <LeadFormPage
      title="Finance Enquiry"
      intro="Ask our finance team about a loan for your next vehicle."
      setup={setup}
    />
  );
}
