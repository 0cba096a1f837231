import { reportEvent } from '@/components/analytics/report-event';
import { AnalyticsEvent } from '@/domain/analytics/events';
import { PHONE_REVEAL_ENDPOINT } from '@/domain/vehicle/contact/api';
import { visitorId } from './visitor-id';

/**
 * D-75: calling the dealer about a car reports analytics event 25, from the contact panel's revealed number
 * and from the sidebar's Call Dealer button alike.
 */
export function reportCallDealer(carId: number): void {
  reportEvent(AnalyticsEvent.callDealer, { carId });
}

/**
 * D-68/D-71: records that this visitor revealed the dealer's number (the contact panel's reveal and the Call
 * Dealer button's alike); a failure is only logged (the number shows either way).
 */
export function postPhoneReveal(carId: number, visitorStorageKey: string): void {
  try {
    const body = JSON.stringify({ car_id: carId, visitor: visitorId(visitorStorageKey) });
    fetch(PHONE_REVEAL_ENDPOINT, { method: 'POST', body, headers: { 'content-type': 'application/json' } })
      .then(async (response) => {
        // Read to the end so the connection is released; the answer ({counted}) needs nothing from the page.
        const answer = await response.text();
        if (!response.ok) console.error(`phone reveal: not recorded (HTTP ${response.status})`, answer);
      })
      .catch((error: unknown) => console.error('phone reveal: not recorded', error));
  } catch (error) {
    console.error('phone reveal: not recorded', error);
  }
}
