import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LeadConfirmation } from '@/components/leads/lead-confirmation';
import { SuccessDetails } from '@/components/leads/success-details';
import { Container } from '@/components/ui/container';
import { CONFIRMATION_TEXTS, successMessage } from '@/domain/lead-confirmation/confirmation';
import { getDb } from '@/server/db';
import { calendarPath } from '@/server/leads/confirmation/buyer-confirmation';
import { loadLeadReceipt } from '@/server/leads/confirmation/load-lead-receipt';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: CONFIRMATION_TEXTS.title, robots: { index: false } };

type SuccessPageProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /success?ref={receipt}: where every lead form ends (H-21), drawn from the stored lead its signed receipt
 * names (decision 052). Without a genuine receipt of this site (a bookmark, a guess) it only thanks the buyer.
 */
export default async function SuccessPage({ params, searchParams }: SuccessPageProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const receipt = await loadLeadReceipt(await getDb(), site, (await searchParams).ref);
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-2xl space-y-8">
        <h1 className="text-3xl font-bold tracking-tight">{CONFIRMATION_TEXTS.title}</h1>
        {receipt ? (
          <LeadConfirmation
            confirmation={receipt.confirmation}
            calendarHref={calendarPath(receipt.token)}
            emailedTo={receipt.emailedTo}
          />
        ) : (
          <p data-testid="success-message" className="text-lg">
            {successMessage(null)}
          </p>
        )}
        <SuccessDetails siteId={site.id} />
      </div>
    </Container>
  );
}
