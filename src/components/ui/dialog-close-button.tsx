'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from './icon';

/** The × in a dialog's header: a 44 px target named for what it closes. */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className="inline-flex size-11 items-center justify-center rounded-md hover:bg-foreground/5"
    >
      <Icon name="x" className="size-5" />
    </Dialog.Close>
  );
}
