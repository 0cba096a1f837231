import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LeadFormPage } from '@/components/leads/lead-form-page';
import { getDb } from '@/server/db';
import { loadTestDrivePage } from '@/server/lead-forms/pages';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Book a Test Drive' };

type TestDrivePageProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /book-test-drive[?car={id}] (also /book-test-drive/): the test drive, with the car when it is this site's. */
export default async function BookTestDrivePage({ params, searchParams }: TestDrivePageProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const { setup } = await loadTestDrivePage(await getDb(), site, await searchParams);
  return (
    <LeadFormPage
      title="Book a Test Drive"
      intro="Tell us who you are and when suits you, and we will have the car ready."
      setup={setup}
    />
  );
}
