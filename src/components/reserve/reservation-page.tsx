import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import type { ReservationPageData } from '@/domain/reserve/reservation-page-view';

const TONE_CLASS = {
  success: 'border-green-700 bg-green-700/5',
  waiting: 'border-foreground/30 bg-foreground/5',
  ended: 'border-foreground/30 bg-foreground/5',
} as const;

/** /reservations/{id} (decision 046): the buyer's page after reserving; the confirmation email links it. */
export function ReservationPage({ page }: { page: ReservationPageData }) {
  const { view } = page;
  return (
    <section aria-labelledby="reservation-heading" className="py-10">
      <Container>
        <div className="mx-auto max-w-2xl space-y-6">
          <div role="status" className={`space-y-2 rounded-md border-l-4 p-4 ${TONE_CLASS[view.tone]}`}>
            <h1 id="reservation-heading" className="text-2xl font-bold">
              {view.heading}
            </h1>
            <p data-testid="reservation-status">{view.text}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            {page.journeyHref && <ButtonLink href={page.journeyHref}>Next steps</ButtonLink>}
            {page.car && (
              <ButtonLink href={page.car.href} variant="outline">
                Back to the {page.car.title}
              </ButtonLink>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
