import type { Slide } from '@/domain/vehicle/media/gallery';
import type { SpinDto } from '@/domain/vehicle/media/types';
import type { SpinSettings } from './spin-settings';

export type SpinViewerProps = {
  spin: SpinDto;
  /** Already checked by allowedInteriorUrl; null → no Interior button. */
  interiorUrl: string | null;
  slides: Slide[];
  thumbnails: boolean;
  placeholderUrl: string;
  title: string;
  settings: SpinSettings;
};
