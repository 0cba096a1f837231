import { isSold } from '@/domain/stock/availability';

/** The fields the tag rules read (SearchHit names; `fuel` is simple_fuel). */
export type TagCar = {
  status: string;
  sold: boolean;
  reserved: boolean;
  certified: boolean;
  carType: string;
  tag: string | null;
  fuel: string | null;
  createdAt: string | Date;
};

export type TagConfig = {
  showElectricHybridTag: boolean;
  certifiedUsedBadge: { enabled: boolean; label: string | null; imageUrl: string | null };
  newTagText: string;
  newArrivalTagText: string | null;
  newTagWindowDays: number;
  soldTagText: string;
};

export type CardTagKind =
  'sold' | 'electric' | 'hybrid' | 'reserved' | 'certified' | 'custom' | 'comingSoon' | 'new';
export type CardTag = { kind: CardTagKind; text: string; imageUrl: string | null };

export const RESERVED_TAG_TEXT = 'Reserved';
export const COMING_SOON_TAG_TEXT = 'COMING SOON';
export const ELECTRIC_TAG_TEXT = 'Electric';
export const HYBRID_TAG_TEXT = 'Hybrid';
/** The certified badge's text when the site gives an image but no label (alt text must say something). */
export const CERTIFIED_TAG_TEXT = 'Certified';

const DAY_MS = 24 * 60 * 60 * 1000;

/** C-68/C-71: created less than the window ago; exactly 8 days old is no longer new. */
export function isNewArrival(createdAt: string | Date, now: Date, windowDays: number): boolean {
  const created = typeof createdAt === 'string' ? Date.parse(createdAt) : createdAt.getTime();
  return Number.isFinite(created) && now.getTime() - created < windowDays * DAY_MS;
}

/** C-63: a plug-in hybrid's fuel often says 'Hybrid Electric'; it is a hybrid, so hybrid is checked first. */
function fuelTag(fuel: string | null): CardTag | null {
  const value = fuel?.toLowerCase() ?? '';
  if (value.includes('hybrid')) return { kind: 'hybrid', text: HYBRID_TAG_TEXT, imageUrl: null };
  if (value.includes('electric')) return { kind: 'electric', text: ELECTRIC_TAG_TEXT, imageUrl: null };
  return null;
}

function tag(kind: CardTagKind, text: string): CardTag {
  return { kind, text, imageUrl: null };
}

/**
 * C-63..C-74 `cardTag`: one tag per card, the highest priority that matches. A sold car shows only the sold
 * tag (C-74). Then: electric/hybrid (when the site enables it), Reserved, the certified used badge, the
 * custom tag verbatim (a free-text 'SOLD' included, X-9), COMING SOON, and New within the window — reading
 * 'New Arrival' on used and demo cars (C-72) so it is not taken for the condition.
 */
export function cardTag(car: TagCar, config: TagConfig, now: Date): CardTag | null {
  if (isSold(car)) return tag('sold', config.soldTagText);
  const fuel = config.showElectricHybridTag ? fuelTag(car.fuel) : null;
  if (fuel) return fuel;
  if (car.reserved) return tag('reserved', RESERVED_TAG_TEXT);
  const badge = config.certifiedUsedBadge;
  if (badge.enabled && car.certified && car.carType === 'used') {
    return { kind: 'certified', text: badge.label ?? CERTIFIED_TAG_TEXT, imageUrl: badge.imageUrl };
  }
  const custom = car.tag?.trim();
  if (custom) return tag('custom', custom);
  if (car.status === 'coming_soon') return tag('comingSoon', COMING_SOON_TAG_TEXT);
  if (isNewArrival(car.createdAt, now, config.newTagWindowDays)) {
    const arrival =
      car.carType === 'new' ? config.newTagText : (config.newArrivalTagText ?? config.newTagText);
    return tag('new', arrival);
  }
  return null;
}
