/**
 * The columns the spec lists read (D-35), named as the Drizzle rows name them so a loader can pass a
 * `vehicles` row and its `vehicle_variant_specs` row field for field. Every field may be null: a missing value
 * drops its row (D-36).
 */
export type SpecsVariant = {
  cylinders: number | null;
  /** Engine capacity in cc. */
  enginesize: number | null;
  enginesizeLitres: number | null;
  /** Already reads as shown: 'Turbo Diesel', 'Aspirated', 'Plug-in Hybrid'. */
  induction: string | null;
  geartype: string | null;
  enginePowerKw: number | null;
  engineVariant: string | null;
  /** L/100km. */
  fuelconsumptioncombined: number | null;
  /** Litres. */
  fuelcapacity: number | null;
  /** kg; the spec's 'Weight (kg)' (D-35: inferred mapping). */
  grossvehiclemass: number | null;
  /** mm. */
  vehiclelength: number | null;
  vehicleheight: number | null;
  vehiclewidth: number | null;
  /** kg. */
  towingcapacitybraked: number | null;
  bodyconfiguration: string | null;
  /** Nm. */
  torque: number | null;
  ancaprating: number | null;
};

export type SpecsCar = {
  km: number | null;
  /** 'MM/YYYY', 'DD/MM/YYYY', ISO or 'YYYY' (D-32). */
  complianceDate: string | null;
  buildDate: string | null;
  /** cc. */
  engineSize: number | null;
  engineSizeLitres: number | null;
  fuel: string | null;
  simpleFuel: string | null;
  transmission: string | null;
  simpleTransmission: string | null;
  seats: number | null;
  regplate: string | null;
  /** ISO date 'YYYY-MM-DD'. */
  regoExpiry: string | null;
  stocknum: string | null;
  vin: string | null;
  colour: string | null;
  simpleBody: string | null;
  bodyconfiguration: string | null;
  drive: string | null;
  simpleDrive: string | null;
  gearnum: number | null;
  // Caravan specifications (D-37): lengths in mm, masses in kg, as vehicles stores them.
  bodyWidth: number | null;
  bodyLength: number | null;
  tareWeight: number | null;
  axleType: string | null;
  sleeps: number | null;
  aggregateTrailerMass: number | null;
  /** The car's vehicle_variant_specs row, when it has one. */
  variant: SpecsVariant | null;
};

/** One shown row: the spec's label and the formatted value with its unit. */
export type SpecRow = { label: string; value: string };

export type SpecGroupKey = 'featured' | 'caravan' | 'specifications' | 'summary';

/** One titled list of the All Specifications section. */
export type SpecGroup = { key: SpecGroupKey; title: string; rows: SpecRow[] };
