import { safeLinkUrl } from './links';

/** vehicles.car_type and vehicles.history_report_url (the spec's car.file). */
export type HistoryReportCar = { carType: string; historyReportUrl: string | null };

/**
 * D-43 (proposal) `historyReportHref`: the used-vehicle check panel shows for a used car whose history report
 * (car.file) is a safe link; new and demo cars, and cars without a report, have no panel (null).
 */
export function historyReportHref(car: HistoryReportCar): string | null {
  return car.carType === 'used' ? safeLinkUrl(car.historyReportUrl) : null;
}
