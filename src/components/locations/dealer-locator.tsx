import { Icon } from '@/components/ui/icon';
import type { LocatorView } from '@/domain/locations/directory-types';
import { buttonLinkClass } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { LocationCard } from './location-card';

type DealerLocatorProps = { view: LocatorView };

function resultHeading(view: LocatorView): string {
  return view.kind === 'nearest' ? `Nearest to ${view.place}` : 'All our locations';
}

/**
 * /dealer-locator (J-22): a plain GET form (works without JavaScript) for a postcode, then every location
 * with its distance, nearest first. A bad or unknown postcode is explained above the full list.
 */
export function DealerLocator({ view }: DealerLocatorProps) {
  const postcode = view.kind === 'all' ? '' : view.postcode;
  return (
    <Container className="space-y-8 py-10">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Find a Dealer</h1>
        <p className="text-muted">Enter your postcode to see our locations nearest to you.</p>
      </div>
      <form
        method="get"
        action="/dealer-locator"
        role="search"
        aria-label="Dealer locator"
        className="flex max-w-md flex-wrap items-end gap-3"
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="locator-postcode" className="text-sm font-semibold">
            Postcode
          </label>
          <input
            id="locator-postcode"
            name="postcode"
            defaultValue={postcode}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            aria-invalid={view.kind === 'message' ? true : undefined}
            aria-describedby={view.kind === 'message' ? 'locator-message' : undefined}
            className="min-h-11 rounded-md border border-foreground/30 bg-background px-3 py-2"
          />
        </div>
        <button type="submit" className={buttonLinkClass('primary')}>
          <Icon name="search" className="size-4" />
          Search
        </button>
      </form>
      {view.kind === 'message' ? (
        <p
          id="locator-message"
          role="alert"
          className="rounded-md border border-foreground/20 bg-foreground/5 p-3"
        >
          {view.message}
        </p>
      ) : null}
      <section aria-labelledby="locator-results" className="space-y-4">
        <h2 id="locator-results" className="text-xl font-bold">
          {resultHeading(view)}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="locator-results">
          {view.locations.map((location) => (
            <li key={location.id}>
              <LocationCard location={location} />
            </li>
          ))}
        </ol>
      </section>
    </Container>
  );
}
