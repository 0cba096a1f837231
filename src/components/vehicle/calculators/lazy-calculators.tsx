'use client';

import { clientOnlyLazy } from '@/components/ui/lazy-component';
import { CARD_CLASS } from '@/components/ui/calculator-styles';

/** An empty card of about the calculator's height, so the sections below barely move when it arrives. */
function CalculatorSkeleton() {
  return <div aria-hidden="true" className={`${CARD_CLASS} min-h-80`} />;
}

/*
 * The calculators sit far below the first screen and need no server HTML (they only act on input), so their
 * code loads after the page has hydrated instead of delaying it (the Lighthouse budget, decision 042).
 */
export const LazyFuelCalculator = clientOnlyLazy(
  () => import('./fuel-calculator').then((m) => m.FuelCalculator),
  CalculatorSkeleton,
);

export const LazyDeliveryCalculator = clientOnlyLazy(
  () => import('./delivery-calculator').then((m) => m.DeliveryCalculator),
  CalculatorSkeleton,
);
