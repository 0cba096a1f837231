'use client';

import type { MouseEvent } from 'react';
import { useRouter } from 'next/navigation';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import { useCompareIds } from './compare-storage';

type CompareRemoveLinkProps = { carId: number; title: string; href: string; favourites: FavouritesDto };

/**
 * 'Remove' under a compared car: the page of the others (a plain link, so it works before the script), and
 * the car also leaves the visitor's stored compare list, so the cards' Compare boxes agree.
 */
export function CompareRemoveLink({ carId, title, href, favourites }: CompareRemoveLinkProps) {
  const router = useRouter();
  const compared = useCompareIds(favourites);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    compared.write(compared.ids.filter((id) => id !== carId));
    router.push(href);
  };
  return (
    <a
      href={href}
      onClick={onClick}
      className="text-sm font-semibold underline"
      aria-label={`Remove ${title}`}
    >
      Remove
    </a>
  );
}
