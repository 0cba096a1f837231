'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { isoDateInTimeZone } from '@/domain/format/date';
import { hasPopupExpired, POPUP_CLOSED, type PopupDto } from '@/domain/promotions/popup';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useStoredValue } from '@/components/ui/use-stored-value';
import type { PromoPopupDialogProps } from './promo-popup-dialog';

/** The visitor's clock may be past the expiry of a page served (or cached) earlier: it decides too. */
function isExpiredNow(popup: PopupDto): boolean {
  const now = new Date();
  return hasPopupExpired(popup.expiry, now, isoDateInTimeZone(now, popup.timeZone));
}

const PromoPopupDialog = lazy<ComponentType<PromoPopupDialogProps>>(() =>
  import('./promo-popup-dialog').then(
    (module) => ({ default: module.PromoPopupDialog }),
    // An optional part of the page: when its code cannot be fetched, the page goes on without it.
    () => ({ default: () => null }),
  ),
);

/**
 * K-18, K-19: the site's promotional popup, open on arrival until the visitor closes it; the close is kept per
 * site in local storage. It renders only after hydration, so a visitor who closed it never sees it flash, and
 * the dialog's code (Radix) is fetched only then: a visitor who closed it, or a site without one, never loads it.
 */
export function PromoPopup({ popup }: { popup: PopupDto }) {
  const isHydrated = useHydrated();
  const [closed, setClosed] = useStoredValue(popup.storageKey);
  const isShown = isHydrated && closed !== POPUP_CLOSED && !isExpiredNow(popup);
  if (!isShown) return null;
  return (
    <Suspense fallback={null}>
      <PromoPopupDialog popup={popup} onClose={() => setClosed(POPUP_CLOSED)} />
    </Suspense>
  );
}
