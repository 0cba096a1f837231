'use client';

import { useEffect, useState } from 'react';
import { appointmentsResponseSchema, type AppointmentsResponse } from '@/domain/lead-forms/appointments';

type Loaded = { locationId: number; result: AppointmentsResponse | 'failed' };

export type AppointmentsState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; slots: string[]; timeZone: string };

/** The free test-drive slots of a location from GET /api/appointments, fetched again when it changes. */
export function useAppointments(locationId: number | null): AppointmentsState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (locationId === null) return;
    const controller = new AbortController();
    fetch(`/api/appointments?location=${locationId}&days=14`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`appointments answered ${response.status}`);
        return appointmentsResponseSchema.parse(await response.json());
      })
      .then((result) => setLoaded({ locationId, result }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('test drive: slots could not be loaded', error);
        setLoaded({ locationId, result: 'failed' });
      });
    return () => controller.abort();
  }, [locationId]);

  if (locationId === null) return { status: 'none' };
  if (loaded?.locationId !== locationId) return { status: 'loading' };
  if (loaded.result === 'failed') return { status: 'failed' };
  return { status: 'ready', slots: loaded.result.slots, timeZone: loaded.result.timeZone };
}
