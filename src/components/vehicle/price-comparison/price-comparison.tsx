'use client';

import { useEffect, useId, useState } from 'react';
import {
  ABOVE_MARKET_LABEL,
  TOO_FEW_COMPARABLES,
  type GaugeVerdict,
} from '@/domain/price-comparison/gauge-rules';
import { formatMoney } from '@/domain/format/money';
import { Autogauge } from './autogauge';
import { autogaugeUrl, loadAutogauge } from './autogauge-client';

export type PriceComparisonProps = {
  /** The car's page path on this site, '/cars/{slug}': the data comes from '{carPath}/autogauge' (E-1). */
  carPath: string;
  heading?: string;
};

type State = { status: 'loading' } | { status: 'hidden' } | { status: 'shown'; verdict: GaugeVerdict };

/** The panel's answer when the gauge may not be drawn (decision 056): above the range, or too few cars. */
function GaugeMessage({ verdict }: { verdict: Exclude<GaugeVerdict, { kind: 'gauge' }> }) {
  if (verdict.kind === 'too_few')
    return (
      <p data-testid="price-comparison-message" className="text-foreground/80">
        {TOO_FEW_COMPARABLES}
      </p>
    );
  return (
    <div data-testid="price-comparison-message" className="space-y-1">
      <p className="text-lg font-bold">{ABOVE_MARKET_LABEL}</p>
      <p className="text-foreground/80">
        {`This car is ${formatMoney(verdict.listingPrice)}; similar cars are listed for `}
        <span data-testid="price-comparison-range">
          {formatMoney(verdict.min)} – {formatMoney(verdict.max)}
        </span>
        .
      </p>
    </div>
  );
}

/**
 * The vehicle page's price comparison section (checklist E): a skeleton while loading (E-6), the gauge when
 * the rules allow (E-3..E-5), else why not (decision 056), and nothing on failure (E-7, E-8; logged).
 */
export function PriceComparison({ carPath, heading = 'Price Comparison' }: PriceComparisonProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const headingId = useId();

  useEffect(() => {
    const controller = new AbortController();
    loadAutogauge(autogaugeUrl(carPath), { signal: controller.signal }).then((data) => {
      if (!controller.signal.aborted)
        setState(data ? { status: 'shown', verdict: data } : { status: 'hidden' });
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
      ) : state.verdict.kind === 'gauge' ? (
        <Autogauge data={state.verdict.data} labelledBy={headingId} />
      ) : (
        <GaugeMessage verdict={state.verdict} />
      )}
    </section>
  );
}
