import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LeadFormPage } from '@/components/leads/lead-form-page';
import { getDb } from '@/server/db';
import { loadLocationContactPage, locationNameBySlug } from '@/server/lead-forms/pages';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

type LocationContactProps = { params: Promise<{ host: string; locationSlug: string }> };

export async function generateMetadata({ params }: LocationContactProps): Promise<Metadata> {
  const { host, locationSlug } = await params;
  const site = await getSiteForHost(host);
  const name = site && (await locationNameBySlug(await getDb(), site.id, decodeURIComponent(locationSlug)));
  return { title: name ? `Contact ${name}` : 'Contact Us' };
}

/** /contact-us/{locationSlug}: an enquiry for one of the site's locations; an unknown slug is 404. */
export default async function LocationContactPage({ params }: LocationContactProps) {
  const { host, locationSlug } = await params;
  const site = await getSiteForHost(host);
  if (!site) notFound();
  const page = await loadLocationContactPage(await getDb(), site, decodeURIComponent(locationSlug));
  if (!page) notFound();
  const { location } = page;
  const intro = (
    <>
      {location.address ? <p>{location.address}</p> : null}
      {location.phone ? <p>Phone: {location.phone}</p> : null}
    </>
  );
  return <LeadFormPage title={`Contact ${location.name}`} intro={intro} setup={page.setup} />;
}
