import type { Rng } from '../prng';
import {
  COLOURS,
  type CarType,
  type Colour,
  ENGINES,
  type EngineSpec,
  MAKES,
  makeOf,
  type MakeSpec,
  type ModelSpec,
  type TransmissionSpec,
  TRANSMISSIONS,
  type BodyType,
} from '../reference';
import type { PlannedDealership, PlannedLocation, SitePlan } from '../site-plan';
import type { Scenario } from './scenarios';

/** The random draws that decide what a vehicle is, before prices, dates and text are worked out. */
export type VehicleChoice = {
  dealership: PlannedDealership;
  location: PlannedLocation;
  carType: CarType;
  make: MakeSpec;
  model: ModelSpec;
  body: BodyType;
  year: number;
  badgeIndex: number;
  series: string | null;
  engine: EngineSpec | null;
  transmission: TransmissionSpec | null;
  drive: string | null;
  colour: Colour;
};

const byPop = <T extends { pop: number }>(items: T[]): [T, number][] => items.map((item) => [item, item.pop]);
const lastYear = (model: ModelSpec, nowYear: number) => model.years[1] ?? nowYear;

function chooseCarType(dealership: PlannedDealership, scenario: Scenario | undefined, rng: Rng): CarType {
  const weights = Object.entries(dealership.spec.stock.carTypes) as [CarType, number][];
  if (scenario?.carType && weights.some(([type]) => type === scenario.carType)) return scenario.carType;
  return rng.weighted(weights);
}

function chooseMake(dealership: PlannedDealership, carType: CarType, rng: Rng): MakeSpec {
  const stock = dealership.spec.stock;
  const franchise = stock.newMakes.map(makeOf);
  if (carType !== 'used' || stock.usedMakes === 'franchise') return rng.weighted(byPop(franchise));
  if (franchise.length > 0 && rng.chance(stock.usedFranchiseBias)) return rng.weighted(byPop(franchise));
  return rng.weighted(byPop(MAKES.filter((make) => make.itemType === stock.usedMakes)));
}

function chooseModelAndYear(
  make: MakeSpec,
  carType: CarType,
  minYear: number,
  nowYear: number,
  rng: Rng,
): [ModelSpec, number] {
  if (carType !== 'used') {
    const current = make.models.filter((model) => model.years.length === 1 && model.years[0] <= nowYear);
    const model = rng.weighted(byPop(current.length > 0 ? current : make.models));
    const year =
      carType === 'new'
        ? rng.chance(0.85)
          ? nowYear
          : nowYear - 1
        : rng.chance(0.6)
          ? nowYear
          : nowYear - 1;
    return [model, Math.max(model.years[0], Math.min(year, lastYear(model, nowYear)))];
  }
  const candidates = make.models.filter(
    (model) => lastYear(model, nowYear) >= minYear && model.years[0] < nowYear,
  );
  const model = rng.weighted(byPop(candidates.length > 0 ? candidates : make.models));
  const from = Math.max(model.years[0], minYear);
  const to = Math.max(from, Math.min(lastYear(model, nowYear), nowYear - 1));
  // Younger used cars are more common on dealer lots than old ones.
  const age = Math.floor((to - from + 1) * rng.next() ** 1.6);
  return [model, to - age];
}

function chooseTransmission(model: ModelSpec, engine: EngineSpec | null, rng: Rng): TransmissionSpec | null {
  if (model.trans.length === 0) return null;
  const fits = (key: string) => {
    if (engine?.fuel === 'Electric') return key === 'e1';
    if (key === 'e1') return engine?.fuel === 'Plug-in Hybrid';
    if (key === 'ecvt') return engine?.fuel === 'Hybrid';
    return true;
  };
  const keys = model.trans.filter(fits);
  return TRANSMISSIONS[rng.pick(keys.length > 0 ? keys : model.trans)] ?? null;
}

export function chooseVehicle(
  plan: SitePlan,
  scenario: Scenario | undefined,
  nowYear: number,
  rng: Rng,
): VehicleChoice {
  const dealership = rng.weighted(
    plan.dealerships
      .filter((d) => d.spec.stock.share > 0)
      .map((d): [PlannedDealership, number] => [d, d.spec.stock.share]),
  );
  const stocked = dealership.locations.filter((location) => location.spec.stockShare > 0);
  const location = rng.weighted(stocked.map((l): [PlannedLocation, number] => [l, l.spec.stockShare]));
  const carType = chooseCarType(dealership, scenario, rng);
  const make = chooseMake(dealership, carType, rng);
  const [model, year] = chooseModelAndYear(
    make,
    carType,
    dealership.spec.stock.minYear ?? 2012,
    nowYear,
    rng,
  );
  const engineKey = model.engines.length > 0 ? rng.pick(model.engines) : null;
  const engine = engineKey ? (ENGINES[engineKey] ?? null) : null;
  const palette = make.itemType === 'caravan' ? COLOURS.caravan : COLOURS.exterior;
  return {
    dealership,
    location,
    carType,
    make,
    model,
    body: model.altBodies && rng.chance(0.2) ? rng.pick(model.altBodies) : model.body,
    year,
    // Lower trims sell in larger numbers.
    badgeIndex: Math.floor(model.badges.length * rng.next() ** 1.3),
    series: model.series.length > 0 ? rng.pick(model.series) : null,
    engine,
    transmission: chooseTransmission(model, engine, rng),
    drive: model.drives.length > 0 ? rng.pick(model.drives) : null,
    colour: rng.weighted(byPop(palette)),
  };
}
