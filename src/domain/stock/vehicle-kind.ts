/**
 * What sort of vehicle a listing is, which decides its wording, key facts and calculators (decision 057). The
 * feed's `item_type` says car, motorcycle, truck or caravan; a caravan-yard listing that drives itself (a
 * motorhome or campervan) is a camper: it has an odometer and burns fuel as a towed van does not.
 */
export const VEHICLE_KINDS = ['car', 'motorcycle', 'truck', 'caravan', 'camper'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** Bodies of caravan-yard stock with its own engine (the feed's simple body, compared in lower case). */
const SELF_PROPELLED_BODIES: ReadonlySet<string> = new Set(['motorhome', 'campervan', 'camper van']);

/** The kind of a listing from its item type and body; anything unknown is a car, as the feed's default is. */
export function vehicleKindOf(itemType: string | null | undefined, body?: string | null): VehicleKind {
  switch (itemType?.trim().toLowerCase()) {
    case 'motorcycle':
      return 'motorcycle';
    case 'truck':
      return 'truck';
    case 'caravan':
    case 'camper':
      return SELF_PROPELLED_BODIES.has(body?.trim().toLowerCase() ?? '') ? 'camper' : 'caravan';
    default:
      return 'car';
  }
}

/** The facts a buyer of this kind scans first, in order (the vehicle page's key facts). */
export type KeyFactKey =
  'km' | 'year' | 'transmission' | 'fuel' | 'body' | 'engine' | 'length' | 'sleeps' | 'atm' | 'tare';

export type VehicleKindProfile = {
  /** Whether kilometres mean anything: a towed caravan's '0 km' says nothing and is not shown. */
  hasOdometer: boolean;
  /** Whether it burns fuel of its own (the fuel calculator; a towed caravan has none). */
  hasEngine: boolean;
  /** The key facts beside the price, in order; a fact without a value is left out. */
  keyFacts: readonly KeyFactKey[];
  /** Whether its own dimensions (length, tare, ATM, sleeps) lead the specifications. */
  leadsWithLivingSpecs: boolean;
};

const PROFILES: Record<VehicleKind, VehicleKindProfile> = {
  car: {
    hasOdometer: true,
    hasEngine: true,
    keyFacts: ['km', 'year', 'transmission', 'fuel', 'body'],
    leadsWithLivingSpecs: false,
  },
  motorcycle: {
    hasOdometer: true,
    hasEngine: true,
    keyFacts: ['km', 'year', 'engine', 'transmission', 'body'],
    leadsWithLivingSpecs: false,
  },
  truck: {
    hasOdometer: true,
    hasEngine: true,
    keyFacts: ['km', 'year', 'transmission', 'fuel', 'body'],
    leadsWithLivingSpecs: false,
  },
  caravan: {
    hasOdometer: false,
    hasEngine: false,
    keyFacts: ['year', 'length', 'sleeps', 'atm', 'tare', 'body'],
    leadsWithLivingSpecs: true,
  },
  camper: {
    hasOdometer: true,
    hasEngine: true,
    keyFacts: ['km', 'year', 'sleeps', 'length', 'transmission', 'fuel'],
    leadsWithLivingSpecs: true,
  },
};

export const vehicleKindProfile = (kind: VehicleKind): VehicleKindProfile => PROFILES[kind];

/** The profile of a listing straight from its item type and body. */
export const profileOf = (car: { itemType: string | null; body?: string | null }) =>
  PROFILES[vehicleKindOf(car.itemType, car.body)];

/**
 * The kilometres a listing shows: null for a towed caravan, whose stored 0 km says nothing. Every card, list
 * and table that shows kilometres reads them through here.
 */
export function shownKm(car: { itemType: string | null; body?: string | null; km: number }): number | null {
  return profileOf(car).hasOdometer ? car.km : null;
}
