'use client';

import { useAccountListMirror } from '@/components/account-client/account-lists';
import { useStoredValue } from '@/components/ui/use-stored-value';
import { parseSavedCars, type FavouritesDto } from '@/domain/favourites/saved-cars';
import { HeaderCountLink } from './header-count-link';

type HeaderGarageLinkProps = {
  href: string;
  /** The site's saved-cars key; null when it keeps none (I-12), and then no count is shown. */
  favourites: FavouritesDto | null;
};

/**
 * The header's link to My Garage (decision 050) with how many cars the visitor has saved on this site. Every
 * page shows the same link (pages are cached for everyone), so it never says who is signed in: the garage
 * does. It also mirrors this browser's saved and compared cars to the account while signed in (once per
 * page).
 */
export function HeaderGarageLink({ href, favourites }: HeaderGarageLinkProps) {
  useAccountListMirror(favourites);
  // Read as empty on the server and until hydration, so both renders agree.
  const [raw] = useStoredValue(favourites?.savedKey ?? '');
  const count = favourites ? parseSavedCars(raw).length : 0;
  const label = count > 0 ? `My Garage (${count} saved ${count === 1 ? 'car' : 'cars'})` : 'My Garage';
  return (
    <HeaderCountLink href={href} icon="circle-user" label={label} count={count} testId="header-garage" />
  );
}
