'use client';

import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { lazyOrNothing, preloader } from '@/components/ui/lazy-component';
import { useHydrated } from '@/components/ui/use-hydrated';
import { RESULTS_ANCHOR_ID } from './use-search-controller';

/** The id of the sidebar's filters, the no-script Filters link's target. */
export const SEARCH_FILTERS_ID = 'search-filters';
const FILTERS_BUTTON_CLASS =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-foreground/20 px-4 text-sm font-semibold lg:hidden';

type FilterDrawerProps = { count: number; vehicleNounPlural: string; busy: boolean; children: ReactNode };

const loadPanel = () => import('./filter-drawer-panel');
const preloadPanel = preloader(loadPanel);
// Without its code the panel cannot open; the page, its results and links still work.
const FilterDrawerPanel = lazyOrNothing(() => loadPanel().then((module) => module.FilterDrawerPanel));

/**
 * The filters on small screens: a modal panel (focus kept inside, Escape closes). Filters apply as they are
 * chosen; 'Show Me {count} …' closes the panel onto the results. The panel's code loads on demand.
 */
export function FilterDrawer({ count, vehicleNounPlural, busy, children }: FilterDrawerProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const showResults = () => {
    setOpen(false);
    document.getElementById(RESULTS_ANCHOR_ID)?.scrollIntoView({ block: 'start' });
  };
  // Without a script the button could not open the panel: it is a link that shows the page's own filter list
  // (the sidebar, shown on small screens while it is the URL's #target; decision 055).
  if (!hydrated)
    return (
      <a href={`#${SEARCH_FILTERS_ID}`} className={FILTERS_BUTTON_CLASS}>
        <Icon name="sliders-horizontal" className="size-4" />
        Filters
      </a>
    );
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setOpen(true)}
        className={FILTERS_BUTTON_CLASS}
      >
        <Icon name="sliders-horizontal" className="size-4" />
        Filters
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FilterDrawerPanel
            count={count}
            vehicleNounPlural={vehicleNounPlural}
            busy={busy}
            onClose={() => setOpen(false)}
            onShowResults={showResults}
            returnFocusTo={buttonRef}
          >
            {children}
          </FilterDrawerPanel>
        </Suspense>
      ) : null}
    </>
  );
}
