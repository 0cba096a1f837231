'use client';

import { useSyncExternalStore } from 'react';

function subscribeScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** `rule(window.scrollY)`, kept current while the page scrolls; false on the server and during hydration. */
export function useScrollRule(rule: (scrollY: number) => boolean): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => rule(window.scrollY),
    () => false,
  );
}

/** Whether the media query matches, kept current; false on the server and during hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
