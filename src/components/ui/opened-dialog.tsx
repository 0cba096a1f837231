'use client';

import type { ReactNode, RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

/**
 * A Radix dialog that is open for as long as it is rendered: the parent renders it to open it (often once its
 * code has been fetched on demand) and `onClose` stops rendering it (Escape, the close button, outside press).
 */
export function OpenedDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {children}
    </Dialog.Root>
  );
}

/**
 * For a Radix dialog opened by something other than its own Trigger (a link, a button outside it): Radix would
 * return focus to the missing Trigger on close, so this sends it back to the element that opened the dialog.
 * Pass as Dialog.Content's `onCloseAutoFocus`.
 */
export function focusBackOnClose(opener: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  };
}
