import { formatMoney } from '@/domain/format/money';
import { telHref } from '@/domain/format/phone';
import type { LeadFormKind } from '@/domain/leads';
import {
  checkoutHref,
  financeApplicationHref,
  quickEnquiryHref,
  requestPhotosHref,
  testDriveHref,
  tradeInHref,
} from '@/domain/cards/action-links';
import { isCheckoutEnabled, isInStock, isSold, type AvailabilityCar } from '@/domain/stock/availability';
import { CARD_BUTTON_LABELS, reserveLabel } from '@/domain/cards/card-actions';

type ActionOption = { label: string | null; hidden: boolean };

/** The slice of the car's effective config (dealership layer and make/item-type overlay) the sidebar reads. */
export type SidebarActionConfig = {
  actions: Record<
    'call' | 'enquire' | 'finance' | 'tradeIn' | 'testDrive' | 'reserve' | 'requestPhotos',
    ActionOption
  >;
  checkoutRouteStyle: 'checkout' | 'buyOnline';
  checkoutMinPrice: number;
  showReserveAmount: boolean;
  reserveAmount: number;
  chat: { integration: string; token: string | null };
};

export type SidebarCar = AvailabilityCar & {
  id: number;
  slug: string;
  price: number;
  carType: string;
  dealershipSlug: string;
};

export type SidebarActionKey =
  | 'enquire'
  | 'instantMessage'
  | 'checkout'
  | 'call'
  | 'testDrive'
  | 'finance'
  | 'tradeIn'
  | 'requestPhotos'
  | 'findSimilar';

export type SidebarAction = {
  key: SidebarActionKey;
  label: string;
  href: string;
  variant: 'primary' | 'accent' | 'outline';
  /** The lead form the link opens in a modal once the page's script runs (D-103); null = a plain link. */
  dialog: LeadFormKind | null;
  /** Call Dealer: what the button reads once it has revealed the number ('Call 02 5550 0123'). */
  revealedLabel?: string;
};

/** The sidebar's own wording where the site sets none. */
export const SIDEBAR_LABELS = {
  enquire: 'Enquire Now',
  instantMessage: 'Instant Message',
  call: 'Call Dealer',
  testDrive: CARD_BUTTON_LABELS.testDrive,
  finance: 'Get Finance',
  tradeIn: 'Trade-In Valuation',
  requestPhotos: 'Request Photos',
  findSimilar: CARD_BUTTON_LABELS.findSimilar,
} as const;

/** D-58: the message a sold car's page shows over its media. */
export const SOLD_MESSAGE = 'SOLD';

/**
 * D-65 `primaryCta`: 'Instant Message' only with a chat token, a chat integration and checkout enabled for
 * the car; otherwise 'Enquire Now'.
 */
export function primaryCta(
  chat: SidebarActionConfig['chat'],
  checkoutEnabled: boolean,
): 'enquire' | 'instantMessage' {
  const hasChat = chat.token !== null && chat.token.trim() !== '' && chat.integration !== 'none';
  return hasChat && checkoutEnabled ? 'instantMessage' : 'enquire';
}

/** D-59 `isTradeInEligible` (proposal): the trade-in valuation is offered for cars in stock. */
export function isTradeInEligible(car: AvailabilityCar): boolean {
  return isInStock(car);
}

/**
 * D-56/D-57: 'Buy Online' or 'Reserve Now' (a site's own label wins), followed by the reserve amount when the
 * site shows one and it is not $0 ('Reserve Now $200').
 */
export function checkoutLabel(config: SidebarActionConfig): string {
  const label = reserveLabel(config);
  const showAmount = config.showReserveAmount && config.reserveAmount > 0;
  return showAmount ? `${label} ${formatMoney(config.reserveAmount)}` : label;
}

export { telHref };

type ActionContext = { phone: string | null; similarHref: string };

function labelOf(option: ActionOption, fallback: string): string {
  return option.label ?? fallback;
}

/** D-51: not in stock. A reserved (unsold) car can still be enquired about. */
function notInStockActions(car: SidebarCar, config: SidebarActionConfig, similarHref: string) {
  const actions: SidebarAction[] = [];
  const { enquire } = config.actions;
  if (car.reserved && !isSold(car) && !enquire.hidden) {
    const label = labelOf(enquire, SIDEBAR_LABELS.enquire);
    actions.push({
      key: 'enquire',
      label,
      href: quickEnquiryHref(car.slug),
      variant: 'primary',
      dialog: 'enquiry',
    });
  }
  const findSimilar = SIDEBAR_LABELS.findSimilar;
  actions.push({
    key: 'findSimilar',
    label: findSimilar,
    href: similarHref,
    variant: 'outline',
    dialog: null,
  });
  return actions;
}

/**
 * D-38/D-54/D-65 `sidebarActions`, in order: the primary button (Enquire Now or Instant Message), Buy Online /
 * Reserve Now when checkout is enabled (D-55), call (when the dealer has a phone, D-74), test drive ('Book
 * Inspection' for caravans through the overlay, A-12), finance, trade-in when eligible (D-59) and Request
 * Photos. Actions a site hides are left out. Cars not in stock get 'Find Me Something Similar' instead
 * (D-51), plus Enquire Now while reserved and unsold.
 */
export function sidebarActions(
  car: SidebarCar,
  config: SidebarActionConfig,
  context: ActionContext,
): SidebarAction[] {
  if (!isInStock(car)) return notInStockActions(car, config, context.similarHref);
  const { actions: options } = config;
  const checkoutEnabled = isCheckoutEnabled(car, config);
  const actions: SidebarAction[] = [];
  const add = (action: SidebarAction, option: ActionOption) => {
    if (!option.hidden) actions.push(action);
  };
  const enquireHref = quickEnquiryHref(car.slug);
  if (primaryCta(config.chat, checkoutEnabled) === 'instantMessage') {
    const label = SIDEBAR_LABELS.instantMessage;
    actions.push({ key: 'instantMessage', label, href: enquireHref, variant: 'primary', dialog: 'enquiry' });
  } else {
    const label = labelOf(options.enquire, SIDEBAR_LABELS.enquire);
    add({ key: 'enquire', label, href: enquireHref, variant: 'primary', dialog: 'enquiry' }, options.enquire);
  }
  if (checkoutEnabled) {
    const href = checkoutHref(car.slug, config.checkoutRouteStyle);
    add(
      { key: 'checkout', label: checkoutLabel(config), href, variant: 'accent', dialog: null },
      options.reserve,
    );
  }
  if (context.phone !== null) {
    const label = labelOf(options.call, SIDEBAR_LABELS.call);
    const revealedLabel = `Call ${context.phone}`;
    const call = { key: 'call', label, href: telHref(context.phone), revealedLabel } as const;
    add({ ...call, variant: 'outline', dialog: null }, options.call);
  }
  const testDrive = labelOf(options.testDrive, SIDEBAR_LABELS.testDrive);
  const testDriveAction = { key: 'testDrive', label: testDrive, href: testDriveHref(car.id) } as const;
  add({ ...testDriveAction, variant: 'outline', dialog: 'test_drive' }, options.testDrive);
  const finance = labelOf(options.finance, SIDEBAR_LABELS.finance);
  add(
    { key: 'finance', label: finance, href: financeApplicationHref(car), variant: 'outline', dialog: null },
    options.finance,
  );
  if (isTradeInEligible(car)) {
    const label = labelOf(options.tradeIn, SIDEBAR_LABELS.tradeIn);
    add(
      { key: 'tradeIn', label, href: tradeInHref(car.id), variant: 'outline', dialog: null },
      options.tradeIn,
    );
  }
  const photos = labelOf(options.requestPhotos, SIDEBAR_LABELS.requestPhotos);
  const photosHref = requestPhotosHref(car.slug);
  add(
    { key: 'requestPhotos', label: photos, href: photosHref, variant: 'outline', dialog: 'request_photos' },
    options.requestPhotos,
  );
  return actions;
}
