'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { useHydrated } from './use-hydrated';

const NOTHING = () => null;

/**
 * A component whose code loads only in the browser, once the page has hydrated: `fallback` (nothing by
 * default) stands in on the server, during hydration and while the code loads, and for good if it cannot be
 * fetched (only optional parts of a page use this). React's own lazy and Suspense: next/dynamic would add about
 * 14 KB of script to the page for the same (issue 14).
 */
export function clientOnlyLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Fallback: ComponentType = NOTHING,
): ComponentType<Props> {
  const Lazy = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: NOTHING as ComponentType<Props> }),
    ),
  );
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
