import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import type { CheckoutJourneyData } from '@/domain/reserve/checkout-journey-view';

/** /checkout-journey (B-13): the optional steps after reserving, each a link to its own flow. */
export function CheckoutJourney({ journey }: { journey: CheckoutJourneyData }) {
  return (
    <section aria-labelledby="journey-heading" className="py-10">
      <Container>
        <div className="mx-auto max-w-2xl space-y-6">
          <div className="space-y-2">
            <h1 id="journey-heading" className="text-3xl font-bold tracking-tight">
              Your next steps
            </h1>
            <p className="text-muted">
              {journey.carTitle
                ? `Everything else for the ${journey.carTitle}, whenever you are ready. Each step is optional.`
                : 'Everything else for your next car, whenever you are ready. Each step is optional.'}
            </p>
          </div>
          <ol className="space-y-4">
            {journey.steps.map((step, index) => (
              <li key={step.key} className="space-y-2 rounded-md border border-foreground/15 p-4">
                <h2 className="text-lg font-semibold">
                  {index + 1}. {step.title}
                </h2>
                <p>{step.text}</p>
                <ButtonLink href={step.href} variant="outline">
                  {step.label}
                </ButtonLink>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </section>
  );
}
