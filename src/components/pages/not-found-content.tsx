import { VehicleCardGrid } from '@/components/cards/vehicle-card-grid';
import { EndedOffer } from '@/components/offers/ended-offer';
import { InstantSearch } from '@/components/search/instant-search';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import type { NotFoundView } from '@/domain/not-found/not-found-view';

/**
 * A site's 404, inside its own header and footer: the search box, and for a sold or removed car's URL the
 * cars like it still in stock, so a buyer from a search engine lands on something to buy. An ended offer's
 * URL says that offer has ended instead (decision 021).
 */
export function NotFoundContent({ view }: { view: NotFoundView | null }) {
  if (view?.endedOffer) return <EndedOffer data={view.endedOffer} />;
  return (
    <Container className="flex flex-col gap-12 py-16">
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 text-center">
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">404</p>
        <h1 className="text-3xl font-bold">Page not found</h1>
        <p className="text-muted">
          {view?.similar
            ? 'This car is no longer available. Here are similar cars in stock, or search for another.'
            : 'The page you are looking for has moved or no longer exists. Search our stock instead:'}
        </p>
        {view ? (
          <div className="w-full text-left" data-testid="not-found-search">
            <InstantSearch searchPath={view.searchPath} />
          </div>
        ) : null}
        <ButtonLink href="/" variant="outline">
          Back to the home page
        </ButtonLink>
      </div>
      {view?.similar ? (
        <section aria-labelledby="similar-cars-heading" className="flex flex-col gap-6">
          <h2 id="similar-cars-heading" className="text-2xl font-bold">
            Similar cars in stock
          </h2>
          <VehicleCardGrid
            vehicles={view.similar.cars}
            noPriceText={view.similar.noPriceText}
            testId="not-found-similar-cars"
          />
        </section>
      ) : null}
    </Container>
  );
}
