'use client';

import { useEffect } from 'react';
import { reportEvent } from '@/components/analytics/report-event';
import { vehicleViewEventOf } from '@/domain/analytics/vehicle-view';

/** M-1: event 4 once per view of a used car's page (reported from the browser, like every analytics event). */
export function VehicleViewEvent({ carId, carType }: { carId: number; carType: string }) {
  useEffect(() => {
    const eventId = vehicleViewEventOf(carType);
    if (eventId !== null) reportEvent(eventId, { carId, carType });
  }, [carId, carType]);
  return null;
}
