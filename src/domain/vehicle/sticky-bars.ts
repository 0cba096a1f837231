import { valueLabel } from '@/domain/stock/value-labels';
import type { VehiclePageData } from './page-data';
import type { SidebarAction, SidebarActionKey } from './sidebar-actions';
import type { SidebarView } from './sidebar-view';

/** D-60: the sticky header shows once the page has scrolled past this many pixels. */
export const STICKY_HEADER_SCROLL_PX = 500;
/** D-64: the mobile bar switches to its opened style past this many pixels. */
export const MOBILE_BAR_OPEN_SCROLL_PX = 900;

export function isStickyHeaderShown(scrollY: number): boolean {
  return scrollY > STICKY_HEADER_SCROLL_PX;
}

export function isMobileBarOpen(scrollY: number): boolean {
  return scrollY > MOBILE_BAR_OPEN_SCROLL_PX;
}

export type StickyLink = { label: string; href: string };

export type StickyHeaderView = {
  title: string;
  /** The first photo's thumbnail; null without photos. */
  thumbUrl: string | null;
  /** Transmission and body type, e.g. 'Automatic · SUV'; null when the car has neither. */
  summary: string | null;
  price: string;
  priceType: string | null;
  /** D-61, C-61: '$123/wk at 7.49% p.a.' from the site provider's lender record; null when F-31..F-39 hide it. */
  weeklyFinance: string | null;
  /** The sidebar's finance and trade-in actions (their labels and links, hidden when the sidebar hides them). */
  finance: StickyLink | null;
  tradeIn: StickyLink | null;
};

function linkOf(actions: readonly SidebarAction[], key: SidebarActionKey): StickyLink | null {
  const action = actions.find((candidate) => candidate.key === key);
  return action ? { label: action.label, href: action.href } : null;
}

/**
 * D-61..D-63: what the sticky header shows, or null where the site or dealer turns it off (A-7, D-62). 'Get
 * Finance' is the sidebar's finance link (B-22) and 'Trade-In Valuation' its /cars/trade-in?car_id={id}. The
 * weekly finance estimate is the sidebar's (the cards' line, the same F-31..F-39 rules).
 */
export function stickyHeaderView(data: VehiclePageData, sidebar: SidebarView): StickyHeaderView | null {
  if (!data.config.features.stickyHeader) return null;
  const { car } = data;
  const labels = data.config.search.valueLabels;
  const transmission = car.simpleTransmission
    ? valueLabel('transmission', car.simpleTransmission, labels)
    : car.transmission;
  const body = car.simpleBody ? valueLabel('body', car.simpleBody, labels) : car.bodyconfiguration;
  const parts = [transmission, body].map((part) => part?.trim()).filter(Boolean);
  return {
    title: data.title,
    thumbUrl: data.images[0]?.thumbUrl ?? null,
    summary: parts.length > 0 ? parts.join(' · ') : null,
    price: sidebar.price.text,
    priceType: sidebar.price.priceType,
    weeklyFinance: sidebar.weeklyFinance,
    finance: linkOf(sidebar.actions, 'finance'),
    tradeIn: linkOf(sidebar.actions, 'tradeIn'),
  };
}

/** D-64: the mobile bar's actions in the sidebar's order: the primary ones (enquire, checkout), call and 'Find Me Something Similar'. */
export function mobileBarActions(actions: readonly SidebarAction[]): SidebarAction[] {
  return actions.filter(
    (action) => action.variant !== 'outline' || action.key === 'call' || action.key === 'findSimilar',
  );
}
