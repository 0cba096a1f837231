'use client';

import type { ComponentProps, RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

/**
 * Where a dialog is portalled: inside the site's shell, so it inherits the site's theme variables
 * (decision 055: dialog buttons kept the platform colours when portalled to <body>); <body> outside a site.
 */
export function siteThemeContainer(): HTMLElement | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLElement>('[data-site-theme]') ?? undefined;
}

type OpenedDialogProps = Omit<ComponentProps<typeof Dialog.Content>, 'onCloseAutoFocus'> & {
  /** Escape, a Dialog.Close or a press outside: the parent stops rendering the dialog. */
  onClose: () => void;
  /** The element that opened it, outside the dialog: focus goes back there on close. */
  opener: RefObject<HTMLElement | null>;
  /** The dimmed layer behind the dialog. */
  overlayClassName?: string;
};

/**
 * A modal Radix dialog that is open for as long as it is rendered: the parent renders it to open it (often once
 * its code has been fetched on demand) and stops on `onClose`. It is opened by a link or button of the page, not
 * by a Radix Trigger, so focus is sent back to that `opener` (Radix would look for the missing Trigger). The
 * rest of the props are Dialog.Content's; it has no description unless one is named.
 */
export function OpenedDialog({
  onClose,
  opener,
  overlayClassName = 'fixed inset-0 z-40 bg-black/50',
  children,
  ...content
}: OpenedDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal container={siteThemeContainer()}>
        <Dialog.Overlay className={overlayClassName} />
        <Dialog.Content
          aria-describedby={undefined}
          {...content}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
