'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { useHydrated } from './use-hydrated';

const NOTHING = () => null;

/**
 * React's lazy for an optional part of a page (a dialog opened on demand, a section below the fold): its code
 * is a chunk of its own, fetched when first rendered, and when that fetch fails the part renders nothing
 * instead of taking the page down with an error. Render it inside Suspense.
 */
export function lazyOrNothing<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: NOTHING as ComponentType<Props> }),
    ),
  );
}

/**
 * An event handler that starts fetching a lazy part's code ahead of use (pointer over, focus, touch on what
 * opens it), so it is usually there by the press. A failure here is met again, and handled, when it is used.
 */
export function preloader(load: () => Promise<unknown>): () => void {
  return () => void load().catch(() => undefined);
}

/**
 * A lazyOrNothing part that loads only in the browser, once the page has hydrated: `fallback` (nothing by
 * default) stands in on the server, during hydration and while the code loads. React's own lazy and Suspense:
 * next/dynamic would add about 14 KB of script to the page for the same (decision 042).
 */
export function clientOnlyLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Fallback: ComponentType = NOTHING,
): ComponentType<Props> {
  const Lazy = lazyOrNothing(load);
  function ClientOnly(props: Props) {
    const isHydrated = useHydrated();
    if (!isHydrated) return <Fallback />;
    return (
      <Suspense fallback={<Fallback />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientOnly;
}
