import type { Rng } from '../prng';
import { COLOURS, FEATURES, TEXT } from '../reference';
import type { VehicleChoice } from './choose';
import type { Scenario } from './scenarios';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** Standard equipment by item type: cars draw from every category, caravans and bikes from their own lists. */
export function pickEquipment(
  choice: VehicleChoice,
  rng: Rng,
): { standardEquipment: string[]; features: string[] } {
  if (choice.make.itemType === 'caravan') {
    return {
      standardEquipment: rng.sample(FEATURES.caravan, rng.int(8, 14)),
      features: rng.sample(FEATURES.caravan, rng.int(0, 3)),
    };
  }
  if (choice.make.itemType === 'motorcycle') {
    return { standardEquipment: rng.sample(FEATURES.motorcycle, rng.int(4, 8)), features: [] };
  }
  const standard = Object.values(FEATURES.standard).flatMap((list) => rng.sample(list, rng.int(2, 6)));
  return { standardEquipment: standard, features: rng.sample(FEATURES.options, rng.int(0, 6)) };
}

/**
 * Dealer comments: mostly a few sentences; some over the 400-character fold, some empty or missing so
 * the 'Dealer comments are pending' text shows.
 */
export function writeComments(
  choice: VehicleChoice,
  scenario: Scenario | undefined,
  equipment: string[],
  rng: Rng,
): string | null {
  const kind =
    scenario?.comments ??
    rng.weighted<'long' | 'empty' | 'null' | 'normal'>([
      ['long', 25],
      ['empty', 4],
      ['null', 8],
      ['normal', 63],
    ]);
  if (kind === 'null') return null;
  if (kind === 'empty') return '';
  const values = {
    year: String(choice.year),
    make: choice.make.name,
    model: choice.model.name,
    badge: choice.model.badges[choice.badgeIndex] ?? '',
    colour: choice.colour.name,
    body: choice.body === 'cabChassis' ? 'cab chassis' : choice.body,
    interior: rng.pick(COLOURS.interior).toLowerCase(),
    economy: String(choice.engine?.l100 ?? 8.5),
    towing: String(choice.make.itemType === 'car' ? 2500 : 3500),
    feature1: equipment[0] ?? 'air conditioning',
    feature2: equipment[1] ?? 'cruise control',
    feature3: equipment[2] ?? 'Bluetooth',
  };
  // Trailers have no engine: skip sentences about fuel economy and towing.
  const pool = choice.engine
    ? TEXT.comments.middles
    : TEXT.comments.middles.filter((t) => !/\{(economy|towing)\}/.test(t));
  const middles = rng.sample(pool, kind === 'long' ? 6 : rng.int(1, 2));
  const text = [rng.pick(TEXT.comments.openers), ...middles, rng.pick(TEXT.comments.closers)]
    .map((t) => fill(t, values))
    .join(' ');
  return kind === 'long' && text.length <= 400
    ? `${text} ${fill(pool[0]!, values)} ${TEXT.comments.closers[0]}`
    : text;
}

/** Search categories a buyer would expect for this vehicle (at most three). */
export function pickCategories(choice: VehicleChoice, price: number): string[] {
  const fuel = choice.engine?.fuel ?? '';
  const rules: [string, boolean][] = [
    ['Adventure', choice.make.itemType === 'caravan'],
    ['Off Road', choice.drive === '4X4'],
    ['Family', ['suv', 'wagon', 'peopleMover'].includes(choice.body)],
    ['Work Ready', ['ute', 'cabChassis', 'van', 'lightTruck'].includes(choice.body)],
    ['Eco Friendly', ['Electric', 'Hybrid', 'Plug-in Hybrid'].includes(fuel)],
    ['Performance', (choice.engine?.kw ?? 0) >= 200],
    ['Luxury', price >= 90_000],
    ['Towing', ['ute', '4x4'].includes(choice.body)],
    ['First Car', choice.body === 'hatch' && price > 0 && price < 25_000],
    ['Budget', price > 0 && price < 15_000],
    ['City', choice.body === 'hatch'],
  ];
  return rules
    .filter(([, applies]) => applies)
    .map(([name]) => name)
    .slice(0, 3);
}
