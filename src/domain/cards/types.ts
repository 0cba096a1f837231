import type { SavedCar } from '@/domain/favourites/saved-cars';
import type { CardButtonKey } from './card-actions';

/** Plain data of a card's parts, shared by the search cards and the vehicle page's sidebar. */
export type CardButtonDto = { key: CardButtonKey; label: string; href: string };

export type CardSaveDto = {
  /** What the favourites list stores for this car (I-13). */
  car: SavedCar;
  /** D-52/D-53 for a car not saved yet; a saved (or compared) car always shows its controls. */
  isShownUnsaved: boolean;
};
