import { AnalyticsEvent, type AnalyticsEventId } from './events';

/** M-1: the event a vehicle page view reports: 4 for a used car ('used', any case), none for others. */
export function vehicleViewEventOf(carType: string): AnalyticsEventId | null {
  return carType.trim().toLowerCase() === 'used' ? AnalyticsEvent.usedVehicleView : null;
}
