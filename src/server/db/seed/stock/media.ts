import { silhouetteFor, type VehicleBody, vehicleImagePath } from '@/domain/media/vehicle-body';
import { hotspotId, imageId } from '../ids';
import type { Rng } from '../prng';
import { TEXT } from '../reference';
import type { StockTables } from '../types';
import type { VehicleChoice } from './choose';
import { makeYoutubeUrl } from './identifiers';
import type { Scenario } from './scenarios';

/**
 * A real file, so the external video section (D-42) plays rather than pointing at nothing: 36 frames of our own
 * generated SUV spin (renderVehicleSvg, 480×320) encoded once with ffmpeg (H.264 baseline, 12 fps, 32 KB).
 */
const DEMO_WALKAROUND_VIDEO = '/static/video/walkaround.mp4';

/** Gallery order: front three-quarter first (the card photo), then the standard angles and close-ups. */
const GALLERY = [
  'spin-4-36',
  'side',
  'front',
  'rear',
  'interior',
  'spin-31-36',
  ...Array.from({ length: 9 }, (_, i) => `detail-${i}`),
];

export type VehicleMedia = Pick<StockTables, 'vehicleImages' | 'spinFrames' | 'spinHotspots'> & {
  videoUrl: string | null;
  externalVideoUrl: string | null;
  spinCode: string | null;
  spinInteriorUrl: string | null;
};

type Ids = { siteId: number; block: number; index: number; vehicleId: number; stocknum: string };

function imageCount(scenario: Scenario | undefined, rng: Rng): number {
  if (scenario?.images !== undefined) return scenario.images;
  // Most listings have a full gallery; a few have none, one, or only a handful of photos.
  const drawn = rng.weighted([
    [0, 2],
    [1, 2],
    [2, 1],
    [3, 3],
    [4, 3],
    [5, 3],
    [-1, 86],
  ]);
  return drawn === -1 ? rng.int(6, GALLERY.length) : drawn;
}

function spinRows(
  ids: Ids,
  body: VehicleBody,
  hex: string,
  withInterior: boolean,
  rng: Rng,
): Pick<VehicleMedia, 'spinFrames' | 'spinHotspots'> {
  const frames = rng.pick([24, 30, 36]);
  const spinFrames = Array.from({ length: frames }, (_, frame) => ({
    siteId: ids.siteId,
    vehicleId: ids.vehicleId,
    frameIndex: frame,
    url: vehicleImagePath(body, hex, { kind: 'spin', frame, frames }),
  }));
  const exterior = rng.sample(TEXT.hotspots.exterior, rng.int(3, 5)).map(([title, description]) => ({
    view: 'exterior',
    frameIndex: rng.int(0, frames - 1),
    x: Math.round(rng.float(15, 85) * 10) / 10,
    y: Math.round(rng.float(30, 75) * 10) / 10,
    title,
    description,
  }));
  const interior = withInterior
    ? rng.sample(TEXT.hotspots.interior, rng.int(2, 3)).map(([title, description]) => ({
        view: 'interior',
        frameIndex: null,
        x: Math.round(rng.float(20, 80) * 10) / 10,
        y: Math.round(rng.float(35, 80) * 10) / 10,
        title,
        description,
      }))
    : [];
  const spinHotspots = [...exterior, ...interior].map((hotspot, k) => ({
    id: hotspotId(ids.block, ids.index, k),
    siteId: ids.siteId,
    vehicleId: ids.vehicleId,
    ...hotspot,
  }));
  return { spinFrames, spinHotspots };
}

/** Photos (generated SVG URLs), optional 360 spin with hotspots, and optional videos for one vehicle. */
export function generateMedia(
  ids: Ids,
  choice: VehicleChoice,
  scenario: Scenario | undefined,
  rng: Rng,
): VehicleMedia {
  const body = silhouetteFor(choice.body, choice.make.itemType);
  const hex = choice.colour.hex;
  const count = imageCount(scenario, rng);
  const vehicleImages = GALLERY.slice(0, count).map((view, position) => {
    const url = vehicleImagePath(body, hex, view);
    return {
      id: imageId(ids.block, ids.index, position),
      siteId: ids.siteId,
      vehicleId: ids.vehicleId,
      position,
      url,
      thumbUrl: `${url}?w=400`,
      width: 1200,
      height: 800,
    };
  });
  const hasSpin = scenario?.spin ?? (count >= 6 && rng.chance(0.004));
  const withInterior = hasSpin && (scenario?.spinInterior ?? rng.chance(0.5));
  const spin = hasSpin ? spinRows(ids, body, hex, withInterior, rng) : { spinFrames: [], spinHotspots: [] };
  const video = scenario?.video ?? rng.chance(0.05);
  const externalVideo = scenario?.externalVideo ?? rng.chance(0.03);
  return {
    vehicleImages,
    ...spin,
    videoUrl: video ? makeYoutubeUrl(rng) : null,
    externalVideoUrl: externalVideo ? DEMO_WALKAROUND_VIDEO : null,
    spinCode: hasSpin ? `SPN-${ids.stocknum}` : null,
    spinInteriorUrl: withInterior ? vehicleImagePath(body, hex, 'interior') : null,
  };
}
