'use client';

import { buttonLinkClass } from '@/components/ui/button-link';
import { useHydrated } from '@/components/ui/use-hydrated';

/** Prints the page (the comparison is laid out for paper too); shown once the script can do it. */
export function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" onClick={() => window.print()} className={buttonLinkClass('outline')}>
      Print
    </button>
  );
}
