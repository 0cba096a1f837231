import type { Rng } from '../prng';
import { BODIES } from '../reference';
import type { StockTables } from '../types';
import type { VehicleChoice } from './choose';

type SpecRow = StockTables['vehicleVariantSpecs'][number];

const within = ([min, max]: [number, number], rng: Rng, step = 10) =>
  Math.round(rng.int(min, max) / step) * step;

/** Engine capacity in cc as brochures quote it (2.8 L → 2755 cc); null for electric motors. */
export function engineCc(choice: VehicleChoice): number | null {
  if (!choice.engine || choice.engine.litres === 0) return null;
  const litres = choice.engine.litres;
  return Math.round(litres * 1000 - ((litres * 1000) % 100 === 0 ? (litres * 7) % 60 : 0));
}

/** The variant spec row (S1 §3 Car variant): engine data from the catalogue, body data drawn in range. */
export function variantSpecs(
  siteId: number,
  vehicleId: number,
  choice: VehicleChoice,
  configuration: string,
  rng: Rng,
): SpecRow {
  const body = BODIES[choice.body];
  const engine = choice.engine;
  const kerb = within(body.kerb, rng);
  const isCar = choice.make.itemType === 'car';
  return {
    siteId,
    vehicleId,
    cylinders: engine && engine.cyl > 0 ? engine.cyl : null,
    enginesize: engineCc(choice),
    enginesizeLitres: engine && engine.litres > 0 ? engine.litres : null,
    induction: engine?.induction ?? null,
    geartype: choice.transmission?.geartype ?? null,
    enginePowerKw: engine?.kw ?? null,
    engineVariant: engine?.variant ?? null,
    fuelconsumptioncombined: engine?.l100 ? Math.round(engine.l100 * rng.float(0.96, 1.04) * 10) / 10 : null,
    fuelcapacity: engine?.fuel === 'Electric' ? null : within(body.tank, rng, 1) || null,
    grossvehiclemass: kerb + within(body.payload, rng),
    kerbWeight: kerb,
    vehiclelength: within(body.length, rng, 5),
    vehicleheight: within(body.height, rng, 5),
    vehiclewidth: within(body.width, rng, 5),
    towingcapacitybraked: within(body.towing, rng, 50) || null,
    bodyconfiguration: configuration,
    torque: engine?.nm ?? null,
    ancaprating: isCar
      ? choice.year >= 2018
        ? rng.chance(0.85)
          ? 5
          : 4
        : rng.chance(0.3)
          ? null
          : 5
      : null,
  };
}

/** Caravan specifications (O-11): lengths in mm, masses in kg. */
export function caravanSpecs(choice: VehicleChoice, rng: Rng) {
  const spec = choice.model.caravan;
  if (!spec) return {};
  const tare = within(spec.tare, rng);
  return {
    bodyWidth: within([2250, 2500], rng, 5),
    bodyLength: within(spec.length, rng, 5),
    tareWeight: tare,
    axleType: `${rng.pick(spec.axles)} Axle`,
    sleeps: rng.int(spec.sleeps[0], spec.sleeps[1]),
    aggregateTrailerMass: tare + within(spec.atmExtra, rng),
  };
}
