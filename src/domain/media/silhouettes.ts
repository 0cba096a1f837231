import { type CarShape, carSilhouette, type Silhouette } from './car-silhouette';
import { caravanSilhouette, motorhomeSilhouette } from './caravan-silhouettes';
import { motorcycleSilhouette, truckSilhouette } from './truck-bike-silhouettes';
import type { VehicleBody } from './vehicle-body';

type CarBody = Exclude<VehicleBody, 'caravan' | 'motorhome' | 'motorcycle' | 'truck'>;

/** Proportions roughly those of a real car of each body (length ≈ 4.7 m → 900 px). */
const CAR_SHAPES: Record<CarBody, CarShape> = {
  sedan: {
    length: 900,
    width: 360,
    sill: 48,
    bumper: 112,
    hood: 165,
    deck: 182,
    roof: 268,
    roofRear: -0.46,
    roofFront: 0.12,
    screenBase: 0.42,
    rearBase: -0.72,
    wheelR: 64,
    wheelX: [-0.63, 0.66],
    doors: 4,
  },
  hatch: {
    length: 780,
    width: 350,
    sill: 48,
    bumper: 118,
    hood: 170,
    deck: 232,
    roof: 274,
    roofRear: -0.8,
    roofFront: 0.12,
    screenBase: 0.44,
    rearBase: -0.97,
    wheelR: 62,
    wheelX: [-0.66, 0.68],
    doors: 4,
  },
  wagon: {
    length: 920,
    width: 365,
    sill: 55,
    bumper: 124,
    hood: 180,
    deck: 252,
    roof: 292,
    roofRear: -0.86,
    roofFront: 0.16,
    screenBase: 0.44,
    rearBase: -0.98,
    wheelR: 68,
    wheelX: [-0.64, 0.66],
    doors: 4,
  },
  suv: {
    length: 880,
    width: 375,
    sill: 70,
    bumper: 150,
    hood: 215,
    deck: 296,
    roof: 334,
    roofRear: -0.82,
    roofFront: 0.2,
    screenBase: 0.45,
    rearBase: -0.97,
    wheelR: 78,
    wheelX: [-0.62, 0.66],
    doors: 4,
  },
  ute: {
    length: 960,
    width: 375,
    sill: 82,
    bumper: 160,
    hood: 232,
    deck: 236,
    roof: 346,
    roofRear: -0.2,
    roofFront: 0.2,
    screenBase: 0.45,
    rearBase: -0.2,
    wheelR: 78,
    wheelX: [-0.58, 0.64],
    doors: 4,
    tray: true,
  },
  van: {
    length: 920,
    width: 385,
    sill: 60,
    bumper: 140,
    hood: 235,
    deck: 372,
    roof: 384,
    roofRear: -0.96,
    roofFront: 0.42,
    screenBase: 0.64,
    rearBase: -0.99,
    wheelR: 66,
    wheelX: [-0.66, 0.68],
    doors: 2,
    glassRear: 0.3,
  },
  coupe: {
    length: 880,
    width: 365,
    sill: 42,
    bumper: 104,
    hood: 148,
    deck: 172,
    roof: 240,
    roofRear: -0.38,
    roofFront: 0.06,
    screenBase: 0.38,
    rearBase: -0.78,
    wheelR: 66,
    wheelX: [-0.64, 0.64],
    doors: 2,
  },
  convertible: {
    length: 860,
    width: 360,
    sill: 42,
    bumper: 104,
    hood: 150,
    deck: 168,
    roof: 228,
    roofRear: -0.3,
    roofFront: 0.08,
    screenBase: 0.38,
    rearBase: -0.8,
    wheelR: 64,
    wheelX: [-0.64, 0.64],
    doors: 2,
    open: true,
  },
};

const SPECIAL: Record<Exclude<VehicleBody, CarBody>, () => Silhouette> = {
  caravan: () => caravanSilhouette(true),
  motorhome: motorhomeSilhouette,
  motorcycle: motorcycleSilhouette,
  truck: truckSilhouette,
};

const cache = new Map<VehicleBody, Silhouette>();

export function silhouetteOf(body: VehicleBody): Silhouette {
  const cached = cache.get(body);
  if (cached) return cached;
  const silhouette =
    body in SPECIAL ? SPECIAL[body as keyof typeof SPECIAL]() : carSilhouette(CAR_SHAPES[body as CarBody]);
  cache.set(body, silhouette);
  return silhouette;
}
