'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { FinanceCalculatorSetup } from '@/domain/finance/calculator-setup';
import { calculateRepayment } from '@/domain/finance/repayment';
import { loanAssumptionsText } from '@/domain/finance/repayment-text';
import { FinanceNotes } from '@/components/finance/finance-notes';
import { FinanceResult } from '@/components/finance/finance-result';

const FinanceCalculator = lazy(() =>
  import('./finance-calculator').then((module) => ({ default: module.FinanceCalculator })),
);

/** How far below the screen the section may be when its script starts loading. */
const LOAD_AHEAD = '600px 0px';

/** The default repayment, drawn on the server: what a buyer without script (or before it loads) sees. */
function FinanceDefaults({ setup, onAdjust }: { setup: FinanceCalculatorSetup; onAdjust: () => void }) {
  const { defaults } = setup;
  const repayment = calculateRepayment({ ...defaults }, setup.rounding);
  return (
    <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
      <div className="space-y-3">
        <p data-testid="finance-assumptions">{loanAssumptionsText(defaults)}</p>
        <button
          type="button"
          onClick={onAdjust}
          className="inline-flex min-h-11 items-center rounded-md border border-current px-4 font-semibold"
        >
          Adjust the calculator
        </button>
      </div>
      <div className="space-y-4">
        <FinanceResult
          repayment={repayment}
          establishmentFee={defaults.establishmentFee}
          frequency={defaults.frequency}
          comparisonRate={setup.comparisonRate}
        />
        <FinanceNotes feeSchedule={setup.feeSchedule} />
      </div>
    </div>
  );
}

/**
 * The finance calculator's code loads only when the section comes within 600 px of the screen, when a pointer
 * enters it, or when 'Adjust the calculator' is pressed, so the vehicle page gets no slower. Until then, and
 * without script, the server-drawn default repayment shows.
 */
export function FinanceCalculatorIsland({ setup }: { setup: FinanceCalculatorSetup }) {
  const [isActive, setActive] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (isActive || !root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setActive(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [isActive]);
  // Pressed 'Adjust the calculator' (keyboard or not): the button goes, so focus moves to the first slider.
  const [isAdjusting, setAdjusting] = useState(false);
  const activate = () => setActive(true);
  const adjust = () => {
    setAdjusting(true);
    setActive(true);
  };
  const defaults = <FinanceDefaults setup={setup} onAdjust={adjust} />;
  return (
    <div ref={rootRef} onPointerEnter={activate} data-testid="finance-calculator">
      {isActive ? (
        <Suspense fallback={defaults}>
          <FinanceCalculator setup={setup} autoFocus={isAdjusting} />
        </Suspense>
      ) : (
        defaults
      )}
    </div>
  );
}
