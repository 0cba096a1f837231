'use client';

import type { ReactNode, RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { OpenedDialog } from '@/components/ui/opened-dialog';
import { DialogCloseButton } from '@/components/ui/dialog-close-button';

const countFormat = new Intl.NumberFormat('en-AU');

/** C-39: 'Show Me {count} {vehicle type}'. */
export function showMeLabel(count: number, vehicleNounPlural: string): string {
  return `Show Me ${countFormat.format(count)} ${vehicleNounPlural}`;
}

export type FilterDrawerPanelProps = {
  count: number;
  vehicleNounPlural: string;
  busy: boolean;
  children: ReactNode;
  onClose: () => void;
  /** 'Show Me {count} …': closes the panel onto the results. */
  onShowResults: () => void;
  /** The button that opened it: focus goes back there on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * The open filter panel (a Radix dialog: focus kept inside, Escape closes). Its own chunk, fetched when the
 * Filters button is pointed at, focused or pressed: a desktop visitor never loads it.
 */
export function FilterDrawerPanel({
  count,
  vehicleNounPlural,
  busy,
  children,
  onClose,
  onShowResults,
  returnFocusTo,
}: FilterDrawerPanelProps) {
  return (
    <OpenedDialog
      onClose={onClose}
      opener={returnFocusTo}
      className="fixed inset-y-0 left-0 z-50 flex w-full max-w-sm flex-col bg-background shadow-xl"
    >
      <div className="flex items-center justify-between border-b border-foreground/10 p-4">
        <Dialog.Title className="text-lg font-bold">Filters</Dialog.Title>
        <DialogCloseButton label="Close filters" />
      </div>
      <div className="flex-1 overflow-y-auto p-4">{children}</div>
      <div className="border-t border-foreground/10 p-4">
        <button
          type="button"
          onClick={onShowResults}
          aria-busy={busy}
          className="min-h-11 w-full rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:opacity-90"
        >
          {showMeLabel(count, vehicleNounPlural)}
        </button>
      </div>
    </OpenedDialog>
  );
}
