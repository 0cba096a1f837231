'use client';

import * as Dialog from '@radix-ui/react-dialog';
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
 * site in local storage. It renders only after hydration, so a visitor who closed it never sees it flash.
 * A Radix dialog: focus moves in and stays, Escape or the close button closes it and focus returns to the page.
 */
export function PromoPopup({ popup }: { popup: PopupDto }) {
  const isHydrated = useHydrated();
  const [closed, setClosed] = useStoredValue(popup.storageKey);
  if (!isHydrated || closed === POPUP_CLOSED || isExpiredNow(popup)) return null;
  const close = (open: boolean) => {
    if (!open) setClosed(POPUP_CLOSED);
  };
  return (
    <Dialog.Root defaultOpen onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          data-testid="promo-popup"
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[80vh] w-[calc(100%-2rem)] max-w-[600px] -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-lg bg-background text-foreground shadow-xl"
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
            <Dialog.Title className="text-2xl font-bold">{popup.title}</Dialog.Title>
            <Dialog.Description className="text-muted">{popup.description}</Dialog.Description>
            <SmartLink
              href={popup.buttonUrl}
              onClick={() => setClosed(POPUP_CLOSED)}
              className={buttonLinkClass('primary', 'self-start')}
            >
              {popup.buttonText}
            </SmartLink>
          </div>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-background/90 hover:bg-background"
          >
            <Icon name="x" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
