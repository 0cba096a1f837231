import type { AvailabilityCar } from '@/domain/stock/availability';
import type { MediaImage } from './gallery';
import type { ExteriorHotspotDto, HotspotDto } from './hotspots';

/** The 360 spin of one car: frames in rotation order, the stored interior URL and its hotspots. */
export type SpinDto = {
  frames: string[];
  /** As stored (spin_interior_url); the viewer embeds it only when `allowedInteriorUrl` accepts it. */
  interiorUrl: string | null;
  exteriorHotspots: ExteriorHotspotDto[];
  interiorHotspots: HotspotDto[];
};

/** Everything the media area shows for one car (mediaFromPage). */
export type VehicleMediaDto = {
  availability: AvailabilityCar;
  images: MediaImage[];
  /** car.video_url: the video slide (D-4). */
  videoUrl: string | null;
  /** D-10: null when the car has no spin frames. */
  spin: SpinDto | null;
};
