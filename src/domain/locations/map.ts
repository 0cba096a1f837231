/**
 * J-11's map without any outside request: a coarse outline of Australia drawn from the points below and a
 * pin placed by the location's own latitude and longitude. The projection is equirectangular, scaled by
 * the cosine of the continent's middle latitude so the shape is not stretched wide.
 */

type LongLat = readonly [long: number, lat: number];

/** Mainland, clockwise from Cape York; coarse on purpose (a locator map, not a chart). */
const MAINLAND: readonly LongLat[] = [
  [142.5, -10.7],
  [143.5, -12.5],
  [143.8, -14.5],
  [145.3, -15],
  [145.5, -16.9],
  [146.3, -18.9],
  [148.8, -20.3],
  [149.5, -22.3],
  [150.8, -23.5],
  [151.9, -24.5],
  [153.2, -25.9],
  [153.1, -27.5],
  [153.6, -28.6],
  [153.1, -30.3],
  [152.5, -32.2],
  [151.3, -33.9],
  [150.2, -35.7],
  [149.9, -37.5],
  [147.9, -37.9],
  [146.3, -39.1],
  [144.9, -38.3],
  [143.5, -38.8],
  [141, -38.3],
  [140, -37.5],
  [139.7, -36.9],
  [138.9, -35.6],
  [138.5, -34.9],
  [137.8, -32.6],
  [137.4, -34.9],
  [136, -34.8],
  [135.2, -34.7],
  [134.2, -32.8],
  [131.5, -31.5],
  [129, -31.7],
  [126, -32.3],
  [124, -33],
  [121.8, -33.9],
  [119.5, -34.4],
  [117.9, -35.1],
  [115, -34.3],
  [115.7, -33.3],
  [115.7, -31.9],
  [115, -29.5],
  [114.1, -27.7],
  [113.4, -26],
  [113.7, -24.5],
  [113.9, -22],
  [116.7, -20.6],
  [118.6, -20.3],
  [121, -19.5],
  [122.2, -18],
  [123.6, -16.6],
  [125.2, -14.6],
  [126.9, -13.8],
  [128.1, -15.2],
  [129.7, -14.9],
  [130.3, -12.5],
  [132, -11.4],
  [132.6, -12.1],
  [134.3, -12],
  [135.9, -12.2],
  [136.8, -12.2],
  [136, -13.3],
  [135.5, -14.8],
  [137.5, -16],
  [139.3, -17.4],
  [140.8, -17.5],
  [141.4, -16],
  [141.6, -13.5],
  [142.1, -11],
];

const TASMANIA: readonly LongLat[] = [
  [144.6, -40.7],
  [146.6, -41.1],
  [148.3, -40.9],
  [148.3, -42.2],
  [147.9, -43.2],
  [146.9, -43.6],
  [145.9, -43.5],
  [145.2, -42.3],
  [144.7, -41.2],
];

const WEST = 112.5;
const EAST = 154.5;
const NORTH = -9.5;
const SOUTH = -44.5;
const X_SCALE = Math.cos((((NORTH + SOUTH) / 2) * Math.PI) / 180);
/** SVG units per degree of latitude. */
const UNIT = 10;

export const MAP_WIDTH = Math.round((EAST - WEST) * X_SCALE * UNIT);
export const MAP_HEIGHT = Math.round((NORTH - SOUTH) * UNIT);

export type MapPoint = { x: number; y: number };

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A latitude/longitude in the map's SVG units; null outside the map's box (not in Australia). */
export function projectPoint(lat: number, long: number): MapPoint | null {
  if (long < WEST || long > EAST || lat > NORTH || lat < SOUTH) return null;
  return { x: round1((long - WEST) * X_SCALE * UNIT), y: round1((NORTH - lat) * UNIT) };
}

function ringPath(ring: readonly LongLat[]): string {
  const points = ring.map(([long, lat]) => projectPoint(lat, long)!);
  return `M${points.map(({ x, y }) => `${x},${y}`).join('L')}Z`;
}

/** The outline as one SVG path (mainland and Tasmania). */
export const AUSTRALIA_PATH = `${ringPath(MAINLAND)}${ringPath(TASMANIA)}`;

export type LocationMapDto = {
  width: number;
  height: number;
  outline: string;
  pin: MapPoint;
  /** The suburb shown beside the pin. */
  label: string;
  /** The label sits left of the pin when the pin is in the east half, so it stays inside the map. */
  labelAnchor: 'start' | 'end';
};

/** The map of one location; null when its coordinates are unknown or outside Australia. */
export function locationMap(location: {
  lat: number | null;
  long: number | null;
  city: string | null;
  name: string;
}): LocationMapDto | null {
  if (location.lat === null || location.long === null) return null;
  const pin = projectPoint(location.lat, location.long);
  if (!pin) return null;
  return {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    outline: AUSTRALIA_PATH,
    pin,
    label: location.city?.trim() || location.name,
    labelAnchor: pin.x > MAP_WIDTH / 2 ? 'end' : 'start',
  };
}

/** What an interactive (tiled) map of one location needs: the provider's tiles and the location's place. */
export type TiledMapDto = {
  tileUrl: string;
  attribution: string;
  zoom: number;
  lat: number;
  long: number;
};

/**
 * J-11 on a site with a map provider (`locations.map.tileUrl`): the interactive map of a location; null (the
 * bundled outline map instead) without a provider or without coordinates.
 */
export function tiledMap(
  location: { lat: number | null; long: number | null },
  config: { tileUrl: string | null; attribution: string; zoom: number },
): TiledMapDto | null {
  if (config.tileUrl === null || location.lat === null || location.long === null) return null;
  const { tileUrl, attribution, zoom } = config;
  return { tileUrl, attribution, zoom, lat: location.lat, long: location.long };
}
