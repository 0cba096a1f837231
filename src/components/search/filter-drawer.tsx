'use client';

import { useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from '@/components/ui/icon';
import { RESULTS_ANCHOR_ID } from './use-search-controller';

const countFormat = new Intl.NumberFormat('en-AU');

/** C-39: 'Show Me {count} {vehicle type}'. */
export function showMeLabel(count: number, vehicleNounPlural: string): string {
  return `Show Me ${countFormat.format(count)} ${vehicleNounPlural}`;
}

type FilterDrawerProps = { count: number; vehicleNounPlural: string; busy: boolean; children: ReactNode };

/**
 * The filters on small screens: a modal panel (focus kept inside, Escape closes). Filters apply as they are
 * chosen; 'Show Me {count} …' closes the panel onto the results.
 */
export function FilterDrawer({ count, vehicleNounPlural, busy, children }: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  const showResults = () => {
    setOpen(false);
    document.getElementById(RESULTS_ANCHOR_ID)?.scrollIntoView({ block: 'start' });
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-md border border-foreground/20 px-4 text-sm font-semibold lg:hidden">
        <Icon name="sliders-horizontal" className="size-4" />
        Filters
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-full max-w-sm flex-col bg-background shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-foreground/10 p-4">
            <Dialog.Title className="text-lg font-bold">Filters</Dialog.Title>
            <Dialog.Close
              aria-label="Close filters"
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-foreground/5"
            >
              <Icon name="x" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
          <div className="border-t border-foreground/10 p-4">
            <button
              type="button"
              onClick={showResults}
              aria-busy={busy}
              className="min-h-11 w-full rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:opacity-90"
            >
              {showMeLabel(count, vehicleNounPlural)}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
