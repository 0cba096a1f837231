'use client';

import { useEffect, useId, useState } from 'react';
import type { ShownAutogauge } from '@/domain/price-comparison/gauge-rules';
import { Autogauge } from './autogauge';
import { autogaugeUrl, loadAutogauge } from './autogauge-client';

export type PriceComparisonProps = {
  /** The car's page path on this site, '/cars/{slug}': the data comes from '{carPath}/autogauge' (E-1). */
  carPath: string;
  heading?: string;
};

type State = { status: 'loading' } | { status: 'hidden' } | { status: 'shown'; data: ShownAutogauge };

/**
 * The vehicle page's price comparison section (checklist E): a skeleton while loading (E-6), the gauge when
 * the rules allow (E-3..E-5), nothing at all otherwise or on failure (E-7, E-8; the failure is logged).
 */
export function PriceComparison({ carPath, heading = 'Price Comparison' }: PriceComparisonProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const headingId = useId();

  useEffect(() => {
    const controller = new AbortController();
    loadAutogauge(autogaugeUrl(carPath), { signal: controller.signal }).then((data) => {
      if (!controller.signal.aborted) setState(data ? { status: 'shown', data } : { status: 'hidden' });
    });
    return () => controller.abort();
  }, [carPath]);

  if (state.status === 'hidden') return null;
  return (
    <section
      id="price-comparison"
      data-testid="price-comparison"
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading'}
      className="scroll-mt-24 rounded-lg border border-foreground/10 p-4 sm:p-6"
    >
      <h2 id={headingId} className="mb-4 text-xl font-bold">
        {heading}
      </h2>
      {state.status === 'loading' ? (
        <div
          data-testid="price-comparison-skeleton"
          className="flex items-center gap-8 motion-safe:animate-pulse"
        >
          <div className="h-32 w-56 rounded-t-full bg-foreground/10" />
          <div className="flex-1 space-y-3">
            <div className="h-4 w-2/3 rounded bg-foreground/10" />
            <div className="h-4 w-1/2 rounded bg-foreground/10" />
            <div className="h-4 w-5/6 rounded bg-foreground/10" />
          </div>
        </div>
      ) : (
        <Autogauge data={state.data} labelledBy={headingId} />
      )}
    </section>
  );
}
