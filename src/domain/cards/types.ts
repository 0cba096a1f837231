import type { SavedCar } from '@/domain/favourites/saved-cars';
import type { CardButtonKey } from './card-actions';

/** Plain data the card components render (no rows, no config): search cards, vehicle cards, offer cards. */

export type CardButtonDto = { key: CardButtonKey; label: string; href: string };

export type CardSaveDto = {
  /** What the favourites list stores for this car (I-13). */
  car: SavedCar;
  /** D-52/D-53 for a car not saved yet; a saved (or compared) car always shows its controls. */
  isShownUnsaved: boolean;
};

export type ImageDto = { url: string; width: number; height: number };

/** The card of a car outside search (home 'Latest stock', similar cars). */
export type VehicleCardDto = {
  id: number;
  slug: string;
  /** '{year} {make} {model} {badge}' (badge left out when empty). */
  title: string;
  price: number;
  /** Null for a towed caravan, whose kilometres say nothing (decision 057). */
  km: number | null;
  locationName: string;
  /** The first image by position; null when the car has none. */
  image: ImageDto | null;
};

export type OfferCardDto = {
  id: number;
  name: string;
  category: string | null;
  /** K-2: the offer's own image, else its model's image. */
  imageUrl: string | null;
  /** ISO date or null (no expiry). */
  expiry: string | null;
  manufacturerSlug: string | null;
};

/** An offer card with where it leads (`offerHref`). */
export type LinkedOfferCardDto = OfferCardDto & { href: string };
