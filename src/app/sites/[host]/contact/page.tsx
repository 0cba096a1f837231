import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LeadFormPage } from '@/components/leads/lead-form-page';
import { ContactLocations } from '@/components/locations/contact-locations';
import { getDb } from '@/server/db';
import { loadContactPage } from '@/server/lead-forms/pages';
import { loadLocationCards } from '@/server/locations/directory';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Contact Us' };

type ContactPageProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /contact[?offer={id}]: the general enquiry form (H-1, H-4: two steps), about an offer when linked (H-28),
 * then every location with its address, phone, today's hours and directions.
 */
export default async function ContactPage({ params, searchParams }: ContactPageProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const db = await getDb();
  const { setup } = await loadContactPage(db, site, await searchParams);
  const locations = await loadLocationCards(db, site, new Date());
  return (
    <>
      <LeadFormPage
        title="Contact Us"
        intro={`Send ${site.name} an enquiry and our team will get back to you.`}
        setup={setup}
      />
      <ContactLocations locations={locations} />
    </>
  );
}
