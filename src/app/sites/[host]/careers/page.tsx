import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LeadFormPage } from '@/components/leads/lead-form-page';
import { getDb } from '@/server/db';
import { loadCareersPage } from '@/server/lead-forms/pages';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Careers' };

/** /careers: the careers form (H-15, H-44). */
export default async function CareersPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const { setup } = await loadCareersPage(await getDb(), site);
  return (
    <LeadFormPage
      title="Careers"
      intro={`Interested in working at ${site.name}? Tell us about yourself and the role you are after.`}
      setup={setup}
    />
  );
}
