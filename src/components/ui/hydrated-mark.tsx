'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Sets `attribute="true"` on `target` once this component has hydrated (browser tests wait for it before
 * using the controls). A DOM attribute, not state: a state change at the top of a page would render all of
 * it again, in one synchronous task, right after hydration (decision 043).
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
