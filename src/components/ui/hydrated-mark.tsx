'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Sets `attribute="true"` on `target` once this component has hydrated (browser tests wait for it before
 * using the controls). Placed in the part of the page that hydrates last, it says the whole page has. A DOM
 * attribute, not state: a state change at the top of a page re-renders all of it in one synchronous task
 * right after hydration, and forces the parts React would hydrate later in slices to hydrate at once.
 */
export function HydratedMark({
  target,
  attribute,
}: {
  target: RefObject<HTMLElement | null>;
  attribute: `data-${string}`;
}) {
  useEffect(() => {
    target.current?.setAttribute(attribute, 'true');
  }, [target, attribute]);
  return null;
}
