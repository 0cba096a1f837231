import type { ComparisonRateInputs } from '@/domain/finance/comparison-rate';
import bodiesJson from './data/bodies.json';
import coloursJson from './data/colours.json';
import contentJson from './data/content.json';
import drivetrainJson from './data/drivetrain.json';
import enginesJson from './data/engines.json';
import featuresJson from './data/features.json';
import financeJson from './data/finance.json';
import makesJson from './data/makes.json';
import textJson from './data/text.json';

/**
 * Typed views of the reference data in ./data. The data is plain JSON so it can be read and edited
 * without touching code; these types are checked against it by the generator test.
 */
export type BodyType =
  | '4x4'
  | 'bus'
  | 'cabChassis'
  | 'convertible'
  | 'coupe'
  | 'hardtop'
  | 'hatch'
  | 'motorhome'
  | 'lightTruck'
  | 'peopleMover'
  | 'sedan'
  | 'softtop'
  | 'suv'
  | 'ute'
  | 'van'
  | 'wagon'
  | 'motorcycle';
export type ItemType = 'car' | 'motorcycle' | 'truck' | 'caravan';
export type CarType = 'new' | 'demo' | 'used';
export type Range = [number, number];
export type Weighted<T> = [T, number][];

export type CaravanSpec = { length: Range; tare: Range; atmExtra: Range; sleeps: Range; axles: string[] };
export type ModelSpec = {
  name: string;
  body: BodyType;
  altBodies?: BodyType[];
  badges: string[];
  series: string[];
  engines: string[];
  trans: string[];
  drives: string[];
  seats?: number;
  doors?: number;
  price: Range;
  /** First model year, and the last one when the model is no longer sold new. */
  years: [number] | Range;
  pop: number;
  caravan?: CaravanSpec;
};
export type MakeSpec = {
  name: string;
  slug: string;
  itemType: ItemType;
  wmi: string;
  colour: string;
  pop: number;
  models: ModelSpec[];
};
export type EngineSpec = {
  litres: number;
  cyl: number;
  induction: string;
  fuel: string;
  kw: number;
  nm: number;
  l100: number | null;
  variant: string;
};
export type TransmissionSpec = { simple: string; name: string; gears: number | null; geartype: string };
export type BodySpec = {
  label: string;
  configurations: string[];
  length: Range;
  width: Range;
  height: Range;
  kerb: Range;
  payload: Range;
  towing: Range;
  tank: Range;
};
export type Colour = { name: string; hex: string; pop: number };
export type LenderSpec = {
  label: string;
  rate: Range;
  /** Charged each month; with the rate and establishment fee, what the comparison rate is computed from. */
  monthlyFee: number;
  /** The share of records that do not disclose the monthly fee, so no comparison rate can be stated (F-31). */
  undisclosedFeesShare: number;
  termYears: number[];
  depositPct: Range;
  balloonPct: Range;
  establishmentFee: number;
  disclaimer: string;
};
export type OfferTemplate = {
  key: string;
  siteTypes: string[];
  /** A finance offer's rate and fees: its texts' {rate} and {comparisonRate}, computed (decision 068). */
  rate?: ComparisonRateInputs;
  name: string;
  category: string;
  description: string;
  disclaimer: string;
  expiresInDays: number | null;
  excludeOwnSite: boolean;
  withModel: boolean;
};
export type PromotionTemplate = {
  title: string;
  body: string;
  url: string;
  buttonText: string;
  startDays?: number;
  expiryDays?: number;
  start?: string;
  expiry?: string;
  position: number;
  display: string[];
  strictDisplay: boolean;
  siteTypes: string[];
};
export type SlideTemplate = {
  name: string;
  description: string | null;
  url: string;
  /** A bundled banner under public/ (K-20). */
  imageUrl: string;
  hideOverlay: boolean;
};

export const MAKES = makesJson as MakeSpec[];
export const ENGINES = enginesJson as Record<string, EngineSpec>;
export const TRANSMISSIONS = drivetrainJson.transmissions as Record<string, TransmissionSpec>;
export const DRIVES = drivetrainJson.drives as Record<string, string>;
export const FUELS = drivetrainJson.fuels as Record<string, { simple: string; name: string }>;
export const BODIES = bodiesJson as Record<BodyType, BodySpec>;
export const COLOURS = coloursJson as { exterior: Colour[]; caravan: Colour[]; interior: string[] };
export const FEATURES = featuresJson as {
  standard: Record<string, string[]>;
  caravan: string[];
  options: string[];
  motorcycle: string[];
};
export const LENDERS = financeJson.providers as unknown as Record<string, LenderSpec>;
/** Lenders that finance one make wherever it is sold (make slug → providers). */
export const MAKE_PROVIDERS = financeJson.makeProviders as Record<string, string[]>;
export const YOUX = financeJson.youx as {
  rate: Range;
  /** youX's fees, from which the demo quotes' comparison rates are computed (decision 068). */
  establishmentFee: number;
  monthlyFee: number;
  termYears: number;
};
export const PRICE_TYPES = financeJson.priceTypes as Record<CarType, Weighted<string>>;
export const CONTENT = contentJson as {
  offers: OfferTemplate[];
  promotions: PromotionTemplate[];
  slides: SlideTemplate[];
};
export const TEXT = textJson as {
  tags: Weighted<string>;
  categories: string[];
  comments: { openers: string[]; middles: string[]; closers: string[] };
  reviews: Record<'1' | '2' | '3' | '4' | '5', string[]>;
  staff: string[];
  firstNames: string[];
  lastInitials: string[];
  hotspots: { exterior: [string, string][]; interior: [string, string][] };
  privateSuburbs: [string, string][];
};

const makeBySlug = new Map(MAKES.map((make) => [make.slug, make]));

export function makeOf(slug: string): MakeSpec {
  const make = makeBySlug.get(slug);
  if (!make) throw new Error(`Unknown make slug in demo data: ${slug}`);
  return make;
}
