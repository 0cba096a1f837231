import { vehicleId } from '../ids';
import { createRng, deriveSeed, type Rng } from '../prng';
import { BODIES, COLOURS, MAKE_PROVIDERS, TEXT } from '../reference';
import type { SitePlan } from '../site-plan';
import type { StockTables } from '../types';
import { chooseVehicle, type VehicleChoice } from './choose';
import { pickCategories, pickEquipment, writeComments } from './comments';
import { autograbPrices, lenderRecord, youxQuote } from './finance';
import { generateMedia } from './media';
import { chooseKm, choosePricing, chooseStatus } from './pricing';
import { caravanSpecs, variantSpecs } from './specs';
import { describeVehicle, identifiers, type StockContext } from './vehicle-fields';

export type { StockContext };

type Vehicle = StockTables['vehicles'][number];

/** A towed caravan is inspected, not test driven, and has no kilometres to be low (decision 057). */
const TOWED_TAGS: Readonly<Record<string, string>> = {
  'Test Drive Only': 'Inspection Welcome',
  'Low KMs': 'Ready to Tow',
};
const towedTag = (tag: string | null) => (tag === null ? null : (TOWED_TAGS[tag] ?? tag));

/** Every row for vehicle `index` of a site. Each vehicle has its own random stream, so batches are independent. */
export function generateVehicle(ctx: StockContext, index: number): StockTables {
  const rng = createRng(deriveSeed(ctx.seed, ctx.plan.site.slug, 'vehicle', index));
  // The steps draw from one stream in turn: their order is part of the demo data.
  const drawn = drawVehicle(ctx, index, rng);
  const vehicle = vehicleRow(ctx, drawn, saleExtras(ctx, drawn, rng), rng);
  return { vehicles: [vehicle], ...childRows(ctx, drawn, rng) };
}

/** The vehicle's make, model and yard, its status, kilometres, price, identifiers, equipment and media. */
function drawVehicle(ctx: StockContext, index: number, rng: Rng) {
  const { plan, now, nowYear } = ctx;
  const scenario = ctx.scenarios.get(index);
  const id = vehicleId(plan.block, index);
  const choice = chooseVehicle(plan, scenario, nowYear, rng);
  const state = chooseStatus(now, scenario, rng);
  const km = chooseKm(choice, nowYear, scenario, rng);
  const pricing = choosePricing(choice, km, nowYear, plan.site.stock, state.status, scenario, rng);
  const ids = identifiers(ctx, choice, index, rng);
  const configuration = rng.pick(BODIES[choice.body].configurations);
  const equipment = pickEquipment(choice, rng);
  const media = generateMedia(
    { siteId: plan.siteId, block: plan.block, index, vehicleId: id, stocknum: ids.stocknum },
    choice,
    scenario,
    rng,
  );
  return { id, scenario, choice, state, km, pricing, ids, configuration, equipment, media };
}

type Drawn = ReturnType<typeof drawVehicle>;

/** Whether the car is certified, has a youX quote and autograb prices, and a private seller's suburb if any. */
function saleExtras(ctx: StockContext, { choice, scenario, km, pricing }: Drawn, rng: Rng) {
  const { plan, nowYear } = ctx;
  const { price } = pricing;
  const isUsed = choice.carType === 'used';
  const isFranchise =
    choice.dealership.spec.stock.newMakes.length === 0 ||
    choice.dealership.spec.stock.newMakes.includes(choice.make.slug);
  const certified =
    scenario?.certified ??
    (isUsed &&
      isFranchise &&
      nowYear - choice.year <= 6 &&
      km <= 150_000 &&
      rng.chance(plan.site.stock.certifiedShare));
  const youx = price > 0 && (scenario?.youx ?? (isUsed && price > 5_000 && rng.chance(0.15)));
  const autograb = price > 0 && (scenario?.autograb ?? (isUsed && rng.chance(0.35)));
  const privateSale = isUsed && rng.chance(0.03) ? rng.pick(TEXT.privateSuburbs) : null;
  return { certified, youx, autograb, privateSale };
}

/** The vehicles row, drawing the rest of its fields (interior, rank, comments, reports, quotes) in order. */
function vehicleRow(
  ctx: StockContext,
  drawn: Drawn,
  extras: ReturnType<typeof saleExtras>,
  rng: Rng,
): Vehicle {
  const { plan } = ctx;
  const { id, scenario, choice, state, km, pricing, ids, configuration, equipment, media } = drawn;
  const { certified, youx, autograb, privateSale } = extras;
  const { price } = pricing;
  const isUsed = choice.carType === 'used';
  return {
    id,
    siteId: plan.siteId,
    dealershipId: choice.dealership.id,
    locationId: choice.location.id,
    slug: ids.slug,
    stocknum: ids.stocknum,
    ...describeVehicle(choice, configuration),
    year: choice.year,
    make: choice.make.name,
    model: choice.model.name,
    badge: choice.model.badges[choice.badgeIndex] ?? null,
    series: choice.series,
    colour: choice.colour.name,
    interiorColour: choice.make.itemType === 'car' ? rng.pick(COLOURS.interior) : null,
    ...pricing,
    status: state.status,
    carType: choice.carType,
    itemType: choice.make.itemType,
    tag: choice.make.itemType === 'caravan' ? towedTag(state.tag) : state.tag,
    reserved: state.reserved,
    sold: state.status === 'sold',
    soldAt: state.soldAt,
    certified,
    customRank: rng.chance(0.05) ? rng.int(500, 1000) : rng.int(0, 100),
    vin: ids.vin,
    regplate: ids.regplate,
    regoExpiry: ids.regoExpiry,
    nvic: ids.nvic,
    complianceDate: ids.complianceDate,
    buildDate: ids.buildDate,
    km,
    videoUrl: media.videoUrl,
    externalVideoUrl: media.externalVideoUrl,
    spinCode: media.spinCode,
    spinInteriorUrl: media.spinInteriorUrl,
    dealercomments: writeComments(choice, scenario, equipment.standardEquipment, rng),
    ...equipment,
    categories: pickCategories(choice, price),
    historyReportUrl: isUsed && rng.chance(0.2) ? `https://reports.example/history/${ids.vin}.pdf` : null,
    paymentProcessors: rng.chance(0.3) ? ['stripe'] : null,
    privateSuburb: privateSale?.[0] ?? null,
    privatePostcode: privateSale?.[1] ?? null,
    ...(youx ? youxQuote(price, rng) : {}),
    ...(autograb ? autograbPrices(price, rng) : {}),
    ...caravanSpecs(choice, rng),
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
  };
}

/** The vehicle's child rows: media, variant specs, finance lenders and its view count. */
function childRows(ctx: StockContext, drawn: Drawn, rng: Rng): Omit<StockTables, 'vehicles'> {
  const { plan, now } = ctx;
  const { id, choice, configuration, media } = drawn;
  const { price } = drawn.pricing;
  const hasSpecs = choice.engine !== null && rng.chance(0.9);
  const providers = price > 0 ? lenderProviders(plan, choice, rng) : [];
  return {
    vehicleImages: media.vehicleImages,
    spinFrames: media.spinFrames,
    spinHotspots: media.spinHotspots,
    vehicleVariantSpecs: hasSpecs ? [variantSpecs(plan.siteId, id, choice, configuration, rng)] : [],
    vehicleFinanceLenders: providers.map((provider) => lenderRecord(provider, plan.siteId, id, price, rng)),
    vehicleViewCounts: rng.chance(0.7)
      ? [{ siteId: plan.siteId, vehicleId: id, views: Math.floor(rng.next() ** 2 * 3000), updatedAt: now }]
      : [],
  };
}

/** The site's own provider on most cars, the others it lists on some, and make-specific lenders (Nissan). */
function lenderProviders(plan: SitePlan, choice: VehicleChoice, rng: Rng): string[] {
  const providers = plan.site.stock.finance.filter(() => rng.chance(0.92));
  providers.push(...plan.site.stock.extraFinance.filter(() => rng.chance(0.2)));
  providers.push(
    ...(MAKE_PROVIDERS[choice.make.slug] ?? []).filter((p) => !providers.includes(p) && rng.chance(0.8)),
  );
  return providers;
}
