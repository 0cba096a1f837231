'use client';

import { useEffect, useId, useRef } from 'react';
import { Icon } from '@/components/ui/icon';
import { isoDateInTimeZone } from '@/domain/format/date';
import { hasPopupExpired, POPUP_CLOSED, type PopupDto } from '@/domain/promotions/popup';
import { buttonLinkClass } from '@/components/ui/button-link';
import { PlainImage } from '@/components/ui/plain-image';
import { SmartLink } from '@/components/ui/smart-link';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useStoredValue } from '@/components/ui/use-stored-value';

/** The visitor's clock may be past the expiry of a page served (or cached) earlier: it decides too. */
function isExpiredNow(popup: PopupDto): boolean {
  const now = new Date();
  return hasPopupExpired(popup.expiry, now, isoDateInTimeZone(now, popup.timeZone));
}

/**
 * K-18, K-19: the site's promotional popup, open on arrival until the visitor closes it; the close is kept per
 * site in local storage. Drawn on the server, so it paints with the page instead of after the scripts (issue
 * 14: it is the page's largest element); PromoPopupClosedScript hides it before it paints for a visitor who
 * closed it. A native dialog: open (not modal) as drawn, made modal once the script runs, so focus moves in
 * and stays, Escape or the close button closes it and focus returns to the page. Its close button closes it
 * without script too.
 */
export function PromoPopup({ popup }: { popup: PopupDto }) {
  const isHydrated = useHydrated();
  const [closed, setClosed] = useStoredValue(popup.storageKey);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Closing the drawn dialog to reopen it as modal fires a close event of its own: not the visitor's close.
  const isReopening = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  const isShown = closed !== POPUP_CLOSED && !(isHydrated && isExpiredNow(popup));
  useEffect(() => {
    if (!isHydrated) return;
    // A task of its own: making the dialog modal restyles the whole page (everything else turns inert),
    // which on a slow phone would lengthen hydration's task by a third.
    const timer = setTimeout(() => {
      const dialog = dialogRef.current;
      if (!dialog?.open || dialog.matches(':modal')) return;
      isReopening.current = true;
      dialog.close();
      dialog.showModal();
    });
    return () => clearTimeout(timer);
  }, [isHydrated, isShown]);
  if (!isShown) return null;
  const close = () => setClosed(POPUP_CLOSED);
  return (
    <dialog
      ref={dialogRef}
      open
      // The dialog closes itself (Escape, the close button): the close is then kept.
      onClose={() => {
        if (isReopening.current) isReopening.current = false;
        else close();
      }}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="promo-popup"
      data-promo-popup=""
      // Anchored at its top, not centred: drawn while the page streams in, it grows downwards without moving.
      className="fixed inset-x-0 top-[10vh] bottom-auto z-50 mx-auto my-0 h-fit max-h-[80vh] w-[calc(100%-2rem)] max-w-[600px] overflow-y-auto rounded-lg bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50"
    >
      <PlainImage
        src={popup.imageUrl}
        alt=""
        width={600}
        height={300}
        loading="eager"
        className="aspect-[2/1] w-full object-cover"
      />
      <div className="flex flex-col gap-3 p-6">
        <h2 id={titleId} className="text-2xl font-bold">
          {popup.title}
        </h2>
        <p id={descriptionId} className="text-muted">
          {popup.description}
        </p>
        <SmartLink
          href={popup.buttonUrl}
          onClick={close}
          className={buttonLinkClass('primary', 'self-start')}
        >
          {popup.buttonText}
        </SmartLink>
      </div>
      <form method="dialog">
        <button
          type="submit"
          aria-label="Close"
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-background/90 hover:bg-background"
        >
          <Icon name="x" className="size-5" />
        </button>
      </form>
    </dialog>
  );
}
