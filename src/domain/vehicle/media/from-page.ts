import type { VehiclePageData } from '../page-data';
import { splitHotspots } from './hotspots';
import type { VehicleMediaDto } from './types';

const trimmed = (value: string | null) => value?.trim() || null;

/**
 * The media area's data (D-1..D-26) from the vehicle page's one load: photos, the video slide and the spin,
 * which is null without frames (D-10: a spin code alone names no pictures we can show).
 */
export function mediaFromPage(
  page: Pick<VehiclePageData, 'car' | 'images' | 'spin' | 'video'>,
): VehicleMediaDto {
  const { car, spin } = page;
  const interiorUrl = trimmed(spin.interiorUrl);
  const { exterior, interior } = splitHotspots(spin.hotspots, spin.frames.length);
  return {
    availability: { status: car.status, sold: car.sold, reserved: car.reserved },
    images: page.images.map(({ url, thumbUrl }) => ({ url, thumbUrl })),
    videoUrl: trimmed(page.video.url),
    spin:
      spin.frames.length === 0
        ? null
        : {
            frames: spin.frames,
            interiorUrl,
            exteriorHotspots: exterior,
            interiorHotspots: interiorUrl === null ? [] : interior,
          },
  };
}
