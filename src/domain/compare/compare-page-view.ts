import type { CompareCar, CompareRow } from '@/domain/compare/compare-table';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';

/** What /compare renders. */
export type ComparePageData = {
  cars: CompareCar[];
  rows: CompareRow[];
  /** Asked-for cars the site no longer lists. */
  missing: number;
  /** Of those, the browser's stored ids (`?ids=`), which it then forgets. */
  missingIds: number[];
  /** The comparison's shareable address (`?cars=` slugs); null without cars. */
  shareHref: string | null;
  /** No cars in the address: the browser's stored list is opened, if it has any. */
  fromStorage: boolean;
  /** The site's default search, where more cars are added from. */
  searchHref: string;
  favourites: FavouritesDto;
};
