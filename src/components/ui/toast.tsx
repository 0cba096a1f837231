'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { Icon } from './icon';

export type ToastMessage = { title: string; text: string; action?: { label: string; href: string } };
type ShownToast = ToastMessage & { id: number };

/** How long a toast stays before it goes by itself. */
export const TOAST_MS = 6_000;

let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(toast: ShownToast | null): void {
  current = toast;
  for (const listener of listeners) listener();
}

/** I-20: shows a toast, replacing the one showing: one at a time. */
export function showToast(message: ToastMessage): void {
  publish({ ...message, id: nextId++ });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where toasts appear (bottom of the screen, above everything): a polite live region that is always in the
 * page, so screen readers announce each new toast. A page that can toast renders one. No status role: the
 * page's own status messages (loading, results) stay the only ones.
 */
export function ToastRegion() {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => {
      if (current?.id === toast.id) publish(null);
    }, TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {toast ? (
        <div
          data-testid="toast"
          className="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg bg-foreground p-4 text-background shadow-lg"
        >
          <div className="min-w-0 flex-1 space-y-1">
            <p className="font-semibold">{toast.title}</p>
            <p className="text-sm">{toast.text}</p>
          </div>
          {toast.action ? (
            <a
              href={toast.action.href}
              className="shrink-0 text-sm font-semibold underline underline-offset-4"
            >
              {toast.action.label}
            </a>
          ) : null}
          <button type="button" onClick={() => publish(null)} className="shrink-0" aria-label="Close">
            <Icon name="x" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
