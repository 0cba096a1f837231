import { NO_PHOTO_URL } from '@/domain/vehicle/media/assets';
import { buildSlides, showThumbnails } from '@/domain/vehicle/media/gallery';
import { allowedInteriorUrl } from '@/domain/vehicle/media/spin';
import type { VehicleMediaDto } from '@/domain/vehicle/media/types';
import type { SpinSettings } from './spin-settings';
import { SpinViewer } from './spin-viewer';
import { StandaloneGallery } from './standalone-gallery';

export type VehicleMediaProps = {
  /** mediaFromPage(vehicle page data). */
  media: VehicleMediaDto;
  /** The car's display name, for accessible names and alt texts (e.g. '2023 Kia Sportage GT-Line'). */
  title: string;
  /** config.vehicle.spin of the site (after the car's overlay). */
  spin: SpinSettings;
};

/**
 * The vehicle page's media area (D-1..D-26, D-41): the spin viewer when the car has spin frames (D-10),
 * otherwise the gallery. The spin's placeholder (D-15) is its first frame: the picture does not change when
 * the spin becomes ready, so the page's largest paint is the placeholder, not the end of the frames' download. The interior URL is checked against the allow-list here, on the server, so a
 * disallowed URL never reaches the browser.
 */
export function VehicleMedia({ media, title, spin }: VehicleMediaProps) {
  const slides = buildSlides(media);
  const thumbnails = showThumbnails({ ...media.availability, images: media.images });
  if (media.spin === null) return <StandaloneGallery slides={slides} thumbnails={thumbnails} title={title} />;
  const interiorUrl = allowedInteriorUrl(media.spin.interiorUrl, spin.interiorHosts);
  return (
    <SpinViewer
      spin={{
        ...media.spin,
        interiorUrl,
        interiorHotspots: interiorUrl === null ? [] : media.spin.interiorHotspots,
      }}
      interiorUrl={interiorUrl}
      slides={slides}
      thumbnails={thumbnails}
      placeholderUrl={media.spin.frames[0] ?? media.images[0]?.url ?? NO_PHOTO_URL}
      title={title}
      settings={spin}
    />
  );
}
