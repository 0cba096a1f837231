import type { EndedOfferData } from '@/domain/offers/offer-page-view';
import { OfferCardGrid } from '@/components/cards/offer-card-grid';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';

/** Decision 021: an expired offer's URL says the offer has ended and shows what runs instead. */
export function EndedOffer({ data }: { data: EndedOfferData }) {
  return (
    <Container className="flex flex-col gap-8 py-12">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">{data.name}</p>
        <h1 className="text-3xl font-bold">This offer has ended</h1>
        {data.endedText ? <p className="text-muted">{data.endedText}</p> : null}
      </header>
      <section aria-labelledby="current-offers" className="flex flex-col gap-4">
        <h2 id="current-offers" className="text-2xl font-semibold">
          Current offers
        </h2>
        {data.offers.length === 0 ? (
          <EmptyState message="No special offers right now." />
        ) : (
          <OfferCardGrid
            offers={data.offers}
            enquireButtonText={data.enquireButtonText}
            itemTestId="current-offer"
          />
        )}
        <ButtonLink href={data.allOffersHref} className="self-start">
          View all offers
        </ButtonLink>
      </section>
    </Container>
  );
}
