'use client';

import { useEffect } from 'react';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import { mergeListsIntoAccount } from '@/components/account-client/account-lists';

/**
 * On the signed-in buyer's garage: brings what the account keeps (saved on another device) into this browser,
 * merged with what is here. Draws nothing; the saved-cars list updates when the merged lists are stored.
 */
export function AccountListsPull({ favourites }: { favourites: FavouritesDto }) {
  useEffect(() => {
    void mergeListsIntoAccount(favourites);
  }, [favourites]);
  return null;
}
