import { isPromoContentShown, type GatingWindow } from './promo-window';

/** K-19 proposal: where a visitor's close of one popup on one site is remembered. */
export function popupStorageKey(siteSlug: string, popupId: string): string {
  return `popupClosed:${siteSlug}:${popupId}`;
}

/** The value stored once the popup is closed. */
export const POPUP_CLOSED = '1';

/** Set on the document, before the popup paints, for a visitor who closed it: the stylesheet then hides it. */
export const PROMO_CLOSED_ATTRIBUTE = 'data-promo-closed';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * K-19: a popup is never shown after its expiry. A date ('2026-06-30') is the last day it shows, in the
 * site's calendar (`today`, 'YYYY-MM-DD'); an instant with an offset ends it at that instant (still shown
 * at it). No expiry never ends.
 */
export function hasPopupExpired(expiry: string | null, now: Date, today: string): boolean {
  if (expiry === null) return false;
  if (DATE_ONLY.test(expiry)) return today > expiry;
  return now.getTime() > Date.parse(expiry);
}

/** The popup as configured (`promo.popup`), the fields the rule reads. */
export type PopupRuleInput = { id: string; enabled: boolean; expiry: string | null };

/**
 * K-19, K-22: whether the site shows its popup at `now` (before any visitor closed it): switched on, not
 * expired, and inside a promo window when one targets it.
 */
export function isPopupShown(
  popup: PopupRuleInput,
  windows: readonly GatingWindow[],
  now: Date,
  today: string,
): boolean {
  return (
    popup.enabled &&
    !hasPopupExpired(popup.expiry, now, today) &&
    isPromoContentShown(windows, 'popup', popup.id, now)
  );
}

/** What the browser needs to show the popup and to check its expiry again on the visitor's clock. */
export type PopupDto = {
  id: string;
  storageKey: string;
  imageUrl: string;
  title: string;
  description: string;
  buttonText: string;
  buttonUrl: string;
  expiry: string | null;
  timeZone: string;
};
