'use client';

import { type KeyboardEvent, type RefObject, useEffect } from 'react';

const FOCUSABLE = 'button, [href], iframe, video[controls], [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('disabled') && element.getClientRects().length > 0,
  );
}

/**
 * D-16: the spin's fullscreen mode is an overlay over the page: while it is on the page does not scroll,
 * Tab stays inside it and Escape leaves it. Keys from portals (the fullscreen gallery) are not ours.
 */
export function useFullscreenOverlay(
  container: RefObject<HTMLElement | null>,
  fullscreen: boolean,
  onExit: () => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    if (!fullscreen) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [fullscreen]);

  return (event) => {
    const element = container.current;
    if (!fullscreen || !element || !(event.target instanceof Node) || !element.contains(event.target)) return;
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onExit();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(element);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
