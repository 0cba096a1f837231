'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from '@/components/ui/icon';
import type { PopupDto } from '@/domain/promotions/popup';
import { buttonLinkClass } from '@/components/ui/button-link';
import { PlainImage } from '@/components/ui/plain-image';
import { SmartLink } from '@/components/ui/smart-link';

export type PromoPopupDialogProps = { popup: PopupDto; onClose: () => void };

/**
 * The popup itself (K-18): a Radix dialog, so focus moves in and stays, Escape or the close button closes it
 * and focus returns to the page. Its own chunk: PromoPopup loads it only when the popup is to be shown.
 */
export function PromoPopupDialog({ popup, onClose }: PromoPopupDialogProps) {
  const close = (open: boolean) => {
    if (!open) onClose();
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
              onClick={onClose}
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
