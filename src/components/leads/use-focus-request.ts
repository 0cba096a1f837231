'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export type FocusTarget = 'summary' | 'alert' | 'step' | 'result';

/**
 * Moves keyboard and screen-reader focus after React has rendered what it points at: the error summary,
 * the form-level alert, the heading of the step just shown, or a trade-in's estimate.
 */
export function useFocusRequest() {
  const [request, setRequest] = useState<{ target: FocusTarget; count: number } | null>(null);
  const elements = useRef<Partial<Record<FocusTarget, HTMLElement | null>>>({});

  useEffect(() => {
    if (request) elements.current[request.target]?.focus();
  }, [request]);

  const register = useCallback(
    (target: FocusTarget) => (element: HTMLElement | null) => {
      elements.current[target] = element;
    },
    [],
  );
  const requestFocus = useCallback(
    (target: FocusTarget) => setRequest((previous) => ({ target, count: (previous?.count ?? 0) + 1 })),
    [],
  );
  return { register, request: requestFocus };
}
