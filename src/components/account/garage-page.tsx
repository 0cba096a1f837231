import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import type { GaragePageData } from '@/domain/account/garage-view';
import { AlertSettings } from '@/components/alerts/alert-settings';
import { ALERTS_SECTION_ID } from '@/domain/alerts/consent';
import { AccountListsPull } from './account-lists-pull';
import { SavedCarsList } from './saved-cars-list';
import { SavedSearchesList } from './saved-searches-list';
import { SignOutButton } from './sign-out-button';

const HEADING_ID = 'garage-heading';

function Account({ page }: { page: GaragePageData }) {
  if (!page.buyer) {
    return (
      <div className="space-y-3 rounded-lg bg-foreground/5 p-5" data-testid="garage-signed-out">
        <p>Sign in to keep your saved cars on every device. We send you a one-time code: no password.</p>
        <ButtonLink href={page.signInHref}>Sign in</ButtonLink>
      </div>
    );
  }
  const who = page.buyer.email ?? page.buyer.phone ?? 'your account';
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-foreground/5 p-5">
      <p data-testid="garage-signed-in">
        Signed in as <strong>{who}</strong>
      </p>
      <SignOutButton />
    </div>
  );
}

/** /my-garage (B-45): the buyer's account and the cars they keep on this site. */
export function GaragePage({ page }: { page: GaragePageData }) {
  return (
    <section aria-labelledby={HEADING_ID} className="py-10">
      <Container className="space-y-8">
        <h1 id={HEADING_ID} className="text-3xl font-bold tracking-tight">
          My Garage
        </h1>
        <Account page={page} />
        {page.alerts ? (
          <section id={ALERTS_SECTION_ID} aria-labelledby="alerts-heading" className="scroll-mt-24 space-y-3">
            <h2 id="alerts-heading" className="text-xl font-semibold">
              Alerts
            </h2>
            <AlertSettings alerts={page.alerts} />
          </section>
        ) : null}
        {page.savedSearches ? (
          <section aria-labelledby="saved-searches-heading" className="space-y-3">
            <h2 id="saved-searches-heading" className="text-xl font-semibold">
              Saved searches
            </h2>
            <SavedSearchesList initial={page.savedSearches} canAlert={page.alerts?.email != null} />
          </section>
        ) : null}
        <section aria-labelledby="watchlist-link-heading" className="space-y-2">
          <h2 id="watchlist-link-heading" className="text-xl font-semibold">
            Watchlist
          </h2>
          <p>Cars you watch stay in your account, on any device, marked when one sells.</p>
          <a href={page.watchlistHref} className="font-semibold underline underline-offset-4">
            Open my watchlist
          </a>
        </section>
        {page.favourites ? (
          <section aria-labelledby="saved-cars-heading" className="space-y-4">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id="saved-cars-heading" className="text-xl font-semibold">
                Saved cars
              </h2>
              <a href={page.compareHref} className="font-semibold underline underline-offset-4">
                Compare cars
              </a>
            </div>
            <SavedCarsList favourites={page.favourites} searchHref={page.searchHref} />
            {page.buyer ? <AccountListsPull favourites={page.favourites} /> : null}
          </section>
        ) : null}
      </Container>
    </section>
  );
}
