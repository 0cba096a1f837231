import { isCheckoutEnabled, isInStock, type AvailabilityCar } from '@/domain/stock/availability';

export type CardButtonKey =
  'explore' | 'quickEnquiry' | 'testDrive' | 'viewDetails' | 'reserve' | 'findSimilar';
export type CardButton = { key: CardButtonKey; label: string };

/** C-58 button texts. */
export const CARD_BUTTON_LABELS: Readonly<Record<CardButtonKey, string>> = {
  explore: 'Explore Vehicle',
  quickEnquiry: 'Quick Enquiry',
  testDrive: 'Book a Test Drive',
  viewDetails: 'View Details',
  reserve: 'Reserve Now',
  findSimilar: 'Find Me Something Similar',
};

/** C-57: the line on cards of cars that are not in stock. */
export const SIMILAR_CAR_PROMPT = 'Like this and want something similar?';

type ActionOption = { label: string | null; hidden: boolean };

/** The slice of the effective (per-car overlaid) vehicle config the card buttons read. */
export type CardActionConfig = {
  checkoutMinPrice: number;
  checkoutRouteStyle: 'checkout' | 'buyOnline';
  actions: { enquire: ActionOption; testDrive: ActionOption; reserve: ActionOption };
};

export type CardCar = AvailabilityCar & { price: number; imageCount: number };

/** D-56: 'Buy Online' on buy-online sites, else 'Reserve Now'; a site's own label wins. */
export function reserveLabel(config: Pick<CardActionConfig, 'checkoutRouteStyle' | 'actions'>): string {
  if (config.actions.reserve.label) return config.actions.reserve.label;
  return config.checkoutRouteStyle === 'buyOnline' ? 'Buy Online' : CARD_BUTTON_LABELS.reserve;
}

/**
 * C-58 `cardButtons`: in stock → Explore Vehicle, Quick Enquiry, Book a Test Drive, and Reserve Now when checkout
 * is enabled (D-55); not in stock (sold, reserved, other statuses, X-11) → Find Me Something Similar only.
 * Actions the site hides are left out and renamed ones (e.g. caravan 'Book Inspection', A-12) keep the
 * site's label. 'View Details' is not used by this proposal; the whole card already links to the car (C-51).
 */
export function cardButtons(car: CardCar, config: CardActionConfig): CardButton[] {
  if (!isInStock(car)) return [{ key: 'findSimilar', label: CARD_BUTTON_LABELS.findSimilar }];
  const { enquire, testDrive, reserve } = config.actions;
  const buttons: CardButton[] = [{ key: 'explore', label: CARD_BUTTON_LABELS.explore }];
  if (!enquire.hidden) buttons.push({ key: 'quickEnquiry', label: CARD_BUTTON_LABELS.quickEnquiry });
  if (!testDrive.hidden) {
    buttons.push({ key: 'testDrive', label: testDrive.label ?? CARD_BUTTON_LABELS.testDrive });
  }
  if (!reserve.hidden && isCheckoutEnabled(car, config))
    buttons.push({ key: 'reserve', label: reserveLabel(config) });
  return buttons;
}

/**
 * D-52/D-53: the save/compare/favourite control. A car already saved always shows it, so it can be
 * removed; otherwise it needs the car in stock and, with `hideSaveControlsWithoutPriceOrImages`, a price above
 * 0 and at least one image.
 */
export function isSaveControlVisible(
  car: CardCar,
  isSaved: boolean,
  config: { hideSaveControlsWithoutPriceOrImages: boolean },
): boolean {
  if (isSaved) return true;
  if (!isInStock(car)) return false;
  return !(config.hideSaveControlsWithoutPriceOrImages && (car.price <= 0 || car.imageCount === 0));
}
