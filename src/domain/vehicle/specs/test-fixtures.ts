import type { SpecsCar, SpecsVariant } from './types';

/** A used dual-cab ute with every spec known, as the seed stores it. */
export const FULL_VARIANT: SpecsVariant = {
  cylinders: 4,
  enginesize: 2755,
  enginesizeLitres: 2.8,
  induction: 'Turbo Diesel',
  geartype: 'Sports Automatic',
  enginePowerKw: 150,
  engineVariant: '2.8L 1GD-FTV',
  fuelconsumptioncombined: 7.94,
  fuelcapacity: 80,
  grossvehiclemass: 3100,
  vehiclelength: 5325,
  vehicleheight: 1815,
  vehiclewidth: 1855,
  towingcapacitybraked: 3500,
  bodyconfiguration: 'Double Cab Pick Up',
  torque: 500,
  ancaprating: 5,
};

export const FULL_CAR: SpecsCar = {
  km: 45210,
  complianceDate: '03/2021',
  buildDate: '01/2021',
  engineSize: 2755,
  engineSizeLitres: 2.8,
  fuel: 'Diesel',
  simpleFuel: 'Diesel',
  transmission: '6 Speed Automatic',
  simpleTransmission: 'Automatic',
  seats: 5,
  regplate: '123ABC',
  regoExpiry: '2026-09-30',
  stocknum: 'HS1042',
  vin: 'MR0HA3CD100123456',
  colour: 'Glacier White',
  simpleBody: 'ute',
  bodyconfiguration: 'Dual Cab',
  drive: 'Four Wheel Drive',
  simpleDrive: '4X4',
  gearnum: 6,
  bodyWidth: null,
  bodyLength: null,
  tareWeight: null,
  axleType: null,
  sleeps: null,
  aggregateTrailerMass: null,
  variant: FULL_VARIANT,
};

const NO_VARIANT_SPECS = Object.fromEntries(
  Object.keys(FULL_VARIANT).map((key) => [key, null]),
) as SpecsVariant;

/** A car with nothing known but its odometer. */
export const BARE_CAR: SpecsCar = {
  ...(Object.fromEntries(Object.keys(FULL_CAR).map((key) => [key, null])) as SpecsCar),
  variant: NO_VARIANT_SPECS,
};

/** A caravan: no engine, no variant row; dimensions in mm and masses in kg. */
export const CARAVAN: SpecsCar = {
  ...BARE_CAR,
  km: 0,
  complianceDate: '2023',
  buildDate: '2022-11-01',
  colour: 'White',
  simpleBody: 'Caravan',
  stocknum: 'OB2001',
  vin: '6K9CARAVAN0001234',
  bodyWidth: 2350,
  bodyLength: 6505,
  tareWeight: 2300,
  axleType: 'Tandem Axle',
  sleeps: 4,
  aggregateTrailerMass: 2950,
  variant: null,
};
