/**
 * Which silhouette a stock item is drawn with, which views exist, and the URL that serves them.
 * Demo photos are generated SVGs (no internet, no binary assets): the URL names the body, the colour
 * and the view, so the same URL always renders the same picture and can be cached forever.
 */
export const VEHICLE_BODIES = [
  'sedan',
  'hatch',
  'suv',
  'ute',
  'van',
  'wagon',
  'coupe',
  'convertible',
  'caravan',
  'motorhome',
  'motorcycle',
  'truck',
] as const;

export type VehicleBody = (typeof VEHICLE_BODIES)[number];

/** The spec's body values (and item types) mapped to the silhouette that looks most like them. */
const SPEC_BODY_TO_SILHOUETTE: Record<string, VehicleBody> = {
  '4x4': 'suv',
  bus: 'van',
  cabChassis: 'ute',
  hardtop: 'caravan',
  softtop: 'caravan',
  hatchback: 'hatch',
  lightTruck: 'truck',
  peopleMover: 'van',
  stationWagon: 'wagon',
};

export function isVehicleBody(value: string): value is VehicleBody {
  return (VEHICLE_BODIES as readonly string[]).includes(value);
}

/** Silhouette for a spec body value; trucks and motorcycles are told apart by item type. */
export function silhouetteFor(body: string | null | undefined, itemType?: string | null): VehicleBody {
  if (itemType === 'motorcycle') return 'motorcycle';
  if (itemType === 'truck') return 'truck';
  if (!body) return 'sedan';
  if (isVehicleBody(body)) return body;
  return SPEC_BODY_TO_SILHOUETTE[body] ?? 'sedan';
}

export type VehicleView =
  | { kind: 'front' | 'side' | 'rear' | 'interior' }
  | { kind: 'detail'; index: number }
  | { kind: 'spin'; frame: number; frames: number };

export const DEFAULT_SPIN_FRAMES = 36;
const MAX_INDEX = 999;

/**
 * 'front' | 'side' | 'rear' | 'interior' | 'detail-N' | 'spin-N' (frame N of a 36-frame turn) |
 * 'spin-N-M' (frame N of M). A trailing '.svg' or '.jpg' (the format, not the picture) is ignored. Anything
 * else is null.
 */
export function parseVehicleView(raw: string): VehicleView | null {
  const view = /\.(?:svg|jpg)$/.test(raw) ? raw.slice(0, -4) : raw;
  if (view === 'front' || view === 'side' || view === 'rear' || view === 'interior') return { kind: view };
  const detail = /^detail-(\d{1,3})$/.exec(view);
  if (detail) return { kind: 'detail', index: Number(detail[1]) };
  const spin = /^spin-(\d{1,3})(?:-(\d{1,3}))?$/.exec(view);
  if (!spin) return null;
  const frames = spin[2] === undefined ? DEFAULT_SPIN_FRAMES : Number(spin[2]);
  const frame = Number(spin[1]);
  if (frames < 1 || frames > MAX_INDEX || frame >= frames) return null;
  return { kind: 'spin', frame, frames };
}

export function formatVehicleView(view: VehicleView): string {
  if (view.kind === 'detail') return `detail-${view.index}`;
  if (view.kind === 'spin') return `spin-${view.frame}-${view.frames}`;
  return view.kind;
}

/** '#1E3A8A' | '1e3a8a' → '1e3a8a'; null when it is not a 6-digit hex colour. */
export function normaliseHex(colour: string): string | null {
  const hex = colour.startsWith('#') ? colour.slice(1) : colour;
  return /^[0-9a-fA-F]{6}$/.test(hex) ? hex.toLowerCase() : null;
}

/** The URL of a generated vehicle picture, e.g. /media/vehicle/suv/1e3a8a/side.svg */
export function vehicleImagePath(body: VehicleBody, colour: string, view: VehicleView | string): string {
  const hex = normaliseHex(colour) ?? '808080';
  const name = typeof view === 'string' ? view : formatVehicleView(view);
  return `/media/vehicle/${body}/${hex}/${name}.svg`;
}

/** The URL of a generated wordmark logo, e.g. /media/logo/Acme%20Motors/0f4c81.svg */
export function logoImagePath(text: string, colour: string): string {
  return `/media/logo/${encodeURIComponent(text)}/${normaliseHex(colour) ?? '111827'}.svg`;
}
