'use client';

import { useEffect, useState } from 'react';
import { animatedFill, GAUGE_SETTLED_MS, isGaugeSettled } from '@/domain/price-comparison/gauge-animation';
import { displayFill } from '@/domain/price-comparison/gauge-rules';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false)
  );
}

/**
 * E-11, E-12: the fill drawn now and whether the gauge has settled. It sweeps from 0 over 2000 ms and settles
 * at 2500 ms; with prefers-reduced-motion it is settled at the final fill from the first render.
 */
export function useGaugeAnimation(fill: number): { drawnFill: number; settled: boolean } {
  // The gauge mounts only in the browser (after its data arrives), so the first render can read the preference.
  const [state, setState] = useState(() =>
    prefersReducedMotion()
      ? { drawnFill: displayFill(fill), settled: true }
      : { drawnFill: 0, settled: false },
  );

  useEffect(() => {
    const reduced = prefersReducedMotion();
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const elapsed = reduced ? GAUGE_SETTLED_MS : now - start;
      setState({ drawnFill: animatedFill(fill, elapsed), settled: isGaugeSettled(elapsed) });
      if (elapsed < GAUGE_SETTLED_MS) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [fill]);

  return state;
}
