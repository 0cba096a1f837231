'use client';

import { useEffect, useRef, useState } from 'react';
import { countUpValue, salesThisMonth } from '@/domain/group/sales-counter';
import type { SalesCounterDto } from '@/domain/home/types';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

const format = (value: number) => value.toLocaleString('en-AU');

/**
 * L-4..L-7: 'Sales this Month'. The server's value is in the HTML; in the browser the value is worked out again
 * from the browser's clock, counted up from 0 over `countUpMs`, then every `refreshMs` recounted from the value
 * shown (the checklist's proposal). Screen readers get the settled value only, not every animation frame.
 * Animation frames write the number straight into the DOM: a React render per frame would hold up the page's
 * own work (a link clicked during the count-up competes with a render per frame).
 */
export function SalesCounter({ counter }: { counter: SalesCounterDto }) {
  const [target, setTarget] = useState(counter.value);
  const shownRef = useRef(counter.value);
  const numberRef = useRef<HTMLSpanElement>(null);
  const { intervalSeconds, timezone, refreshMs, countUpMs } = counter;

  useEffect(() => {
    const options = { intervalSeconds, timezone };
    let frame = 0;
    const countTo = (from: number, to: number) => {
      cancelAnimationFrame(frame);
      setTarget(to);
      const duration = prefersReducedMotion() ? 0 : countUpMs;
      const start = performance.now();
      const step = (time: number) => {
        const value = countUpValue(from, to, time - start, duration);
        shownRef.current = value;
        if (numberRef.current) numberRef.current.textContent = format(value);
        if (value !== to) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    countTo(0, salesThisMonth(new Date(), options));
    const timer = setInterval(
      () => countTo(shownRef.current, salesThisMonth(new Date(), options)),
      refreshMs,
    );
    return () => {
      clearInterval(timer);
      cancelAnimationFrame(frame);
    };
  }, [intervalSeconds, timezone, refreshMs, countUpMs]);

  return (
    <div className="text-center" data-testid="sales-counter">
      <p className="text-3xl font-bold sm:text-4xl">
        <span ref={numberRef} aria-hidden="true" data-testid="sales-counter-value">
          {format(counter.value)}
        </span>
        <span className="sr-only">{format(target)}</span>
      </p>
      <p className="text-sm font-semibold tracking-wide uppercase opacity-90">Sales this Month</p>
    </div>
  );
}
