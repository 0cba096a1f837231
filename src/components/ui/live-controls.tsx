'use client';

import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A form's controls, disabled until its script runs. A controlled field typed into before hydration loses the
 * text when React takes the form over (a busy test run typed a phone number into a console form and it
 * vanished; a dealer on a slow connection would lose theirs too), and a click would submit the form natively.
 * Disabled, neither can happen: the moment passes before a person notices, and browser tests wait it out.
 */
export function LiveControls({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={`min-w-0 ${className ?? ''}`.trim()}>
      {children}
    </fieldset>
  );
}
