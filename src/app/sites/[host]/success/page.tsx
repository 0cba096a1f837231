import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SuccessDetails } from '@/components/leads/success-details';
import { Container } from '@/components/ui/container';
import { SUCCESS_TITLE } from '@/domain/lead-forms/success';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: SUCCESS_TITLE, robots: { index: false } };

/** /success: where every lead form ends (H-21). */
export default async function SuccessPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  return (
    <Container className="py-16">
      <div className="mx-auto max-w-2xl space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">{SUCCESS_TITLE}</h1>
        <SuccessDetails siteId={site.id} />
      </div>
    </Container>
  );
}
