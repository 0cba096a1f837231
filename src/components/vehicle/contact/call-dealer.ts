import { reportEvent } from '@/components/analytics/report-event';
import { AnalyticsEvent } from '@/domain/analytics/events';

/**
 * D-75: calling the dealer about a car reports analytics event 25, from the contact panel's revealed number
 * and from the sidebar's Call Dealer button alike.
 */
export function reportCallDealer(carId: number): void {
  reportEvent(AnalyticsEvent.callDealer, { carId });
}
