import type { RefObject } from 'react';

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
