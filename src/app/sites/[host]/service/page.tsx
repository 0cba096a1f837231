import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LeadFormPage } from '@/components/leads/lead-form-page';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { getDb } from '@/server/db';
import { loadServiceBooking } from '@/server/lead-forms/pages';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Service' };

/** /service: servicing, with the Book a Service form at #service-booking where the site has service locations. */
export default async function ServicePage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const booking = await loadServiceBooking(await getDb(), site);
  const externalBooking = site.config.links.serviceBookingUrl;
  return (
    <>
      <Container className="space-y-3 pt-10">
        <h1 className="text-3xl font-bold tracking-tight">Service</h1>
        <p className="max-w-2xl text-muted">
          Book your next service with {site.name}, or contact our service team.
        </p>
        {!booking ? (
          <div className="flex flex-wrap gap-3 pb-10">
            {externalBooking ? <ButtonLink href={externalBooking}>Book a Service</ButtonLink> : null}
            <ButtonLink href="/contact" variant="outline">
              Contact Us
            </ButtonLink>
          </div>
        ) : null}
      </Container>
      {booking ? (
        <LeadFormPage id="service-booking" title="Book a Service" setup={booking.setup} headingLevel={2} />
      ) : null}
    </>
  );
}
