import { serialNumber, slugify, slugSuffix, stockNumber } from '../ids';
import type { Rng } from '../prng';
import { DRIVES, FUELS } from '../reference';
import type { SitePlan } from '../site-plan';
import { addDays, localDate } from '../time';
import type { VehicleChoice } from './choose';
import { makeNvic, makeRegoPlate, makeVin } from './identifiers';
import type { Scenario } from './scenarios';
import { engineCc } from './specs';

/** What every vehicle of one site shares. */
export type StockContext = {
  plan: SitePlan;
  seed: number | string;
  now: Date;
  nowYear: number;
  /** Months since year 0 of `now` (Brisbane), so build and compliance dates never lie in the future. */
  nowMonth: number;
  scenarios: Map<number, Scenario>;
  slugOffset: number;
};

/** The badge as it reads in a title: dropped when it only repeats the model ('Yamaha MT-07 MT-07'). */
function titleBadge(choice: VehicleChoice): string {
  const badge = choice.model.badges[choice.badgeIndex] ?? '';
  return badge === choice.model.name ? '' : badge;
}

/** Month index (year × 12 + month − 1) → 'MM/YYYY'. */
const monthYear = (index: number) => `${String((index % 12) + 1).padStart(2, '0')}/${Math.floor(index / 12)}`;

/** Stock number, slug, VIN, registration and build/compliance dates. */
export function identifiers(ctx: StockContext, choice: VehicleChoice, index: number, rng: Rng) {
  const stocknum = stockNumber(ctx.plan.site.stock.stockPrefix, index);
  const badge = titleBadge(choice);
  const registered = choice.carType !== 'new';
  const regoDays = rng.chance(0.06) ? -rng.int(1, 60) : rng.int(15, 360);
  const built = Math.min(
    (rng.chance(0.3) ? choice.year - 1 : choice.year) * 12 + rng.int(0, 11),
    ctx.nowMonth - 1,
  );
  const complied = Math.min(built + rng.int(1, 3), ctx.nowMonth);
  return {
    stocknum,
    slug: `${slugify(`${choice.year} ${choice.make.name} ${choice.model.name} ${badge}`)}-${slugSuffix(index, ctx.slugOffset)}`,
    vin: makeVin(choice.make.wmi, choice.year, serialNumber(index, ctx.plan.block * 104_729), rng),
    regplate: registered ? makeRegoPlate(choice.location.spec.state, rng) : null,
    regoExpiry: registered ? localDate(addDays(ctx.now, regoDays)) : null,
    nvic:
      choice.carType === 'used' && choice.make.itemType === 'car' && rng.chance(0.6) ? makeNvic(rng) : null,
    buildDate: monthYear(built),
    complianceDate: monthYear(complied),
  };
}

/** The descriptive columns: names, body, drivetrain and engine. */
export function describeVehicle(choice: VehicleChoice, configuration: string) {
  const { engine, transmission: trans, drive, model } = choice;
  const badge = titleBadge(choice);
  const fuel = engine ? FUELS[engine.fuel] : undefined;
  const words = [
    choice.year,
    choice.make.name,
    model.name,
    badge,
    choice.series,
    trans?.simple === 'Manual' ? 'Manual' : trans ? 'Auto' : null,
    drive === '4X4' ? '4x4' : null,
    configuration,
  ];
  return {
    name: `${choice.year} ${choice.make.name} ${model.name} ${badge}`.trim(),
    carsalesTitle: words.filter(Boolean).join(' '),
    simpleBody: choice.body,
    simpleTransmission: trans?.simple ?? null,
    simpleFuel: fuel?.simple ?? null,
    simpleDrive: drive,
    fuel: fuel?.name ?? null,
    drive: drive ? (DRIVES[drive] ?? null) : null,
    transmission: trans?.name ?? null,
    seats: (model.seats ?? 5) || null,
    doors: (model.doors ?? 4) || null,
    engineSize: engineCc(choice),
    engineSizeLitres: engine && engine.litres > 0 ? engine.litres : null,
    gearnum: trans?.gears ?? null,
    bodyconfiguration: configuration,
  };
}
