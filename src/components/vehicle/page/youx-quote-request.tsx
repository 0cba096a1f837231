'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * F-40..F-42: once the page has loaded, asks for the car's youX quote (the server fills in the F-40 defaults
 * and the car's own figures). A quote stored on the car redraws the page, whose weekly figures then read it
 * (F-43); anything else shows nothing to the buyer (F-42).
 */
export function YouxQuoteRequest({ carId }: { carId: number }) {
  const router = useRouter();
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/youx/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ carId }),
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ stored?: boolean }>) : null))
      .then((answer) => {
        if (answer?.stored) router.refresh();
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('youX quote: not requested', error);
      });
    return () => controller.abort();
  }, [carId, router]);
  return null;
}
