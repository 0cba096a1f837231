import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

/** K-10: an expired offer's page says so and leads to the current offers (served with status 404). */
export function OfferEnded() {
  return (
    <Container className="flex flex-col items-center gap-4 py-24 text-center">
      <h1 className="text-3xl font-bold">This offer has ended</h1>
      <p className="max-w-md text-muted">
        This offer is no longer available. Our current offers are on the special offers page.
      </p>
      <ButtonLink href="/special-offers">See current offers</ButtonLink>
    </Container>
  );
}
