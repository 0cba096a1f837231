'use client';

import { useState } from 'react';
import { reportEvent } from '@/components/analytics/report-event';
import { AnalyticsEvent } from '@/domain/analytics/events';
import { vehiclePdfFileName, vehiclePdfPath } from '@/domain/vehicle/print';

/** Why the download failed, from the endpoint's `{ error }` body when it sends one. */
async function failureOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
      return body.error;
    }
  } catch {
    // not JSON: fall through to the status
  }
  return `The PDF could not be prepared (${response.status}).`;
}

/**
 * D-89..D-92: downloads the car's PDF (`/print?car_id={slug}`) as '{slug}.pdf'. The button reads 'Preparing...' and is disabled
 * meanwhile; a failure alerts its message; each print reports analytics event 61.
 */
export function PrintButton({ slug, carId, carType }: { slug: string; carId: number; carType: string }) {
  const [busy, setBusy] = useState(false);

  const print = async () => {
    setBusy(true);
    reportEvent(AnalyticsEvent.print, { carId, carType });
    try {
      const response = await fetch(vehiclePdfPath(slug));
      if (!response.ok) throw new Error(await failureOf(response));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = vehiclePdfFileName(slug);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      data-testid="print-button"
      onClick={print}
      disabled={busy}
      className="text-sm underline-offset-2 hover:underline disabled:opacity-60"
    >
      {busy ? 'Preparing...' : 'Print'}
    </button>
  );
}
