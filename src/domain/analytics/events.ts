/**
 * The spec's analytics event ids (S2 §7, checklist M-1..M-12). The numbers are the contract with the
 * dealers' analytics; the names are ours, stored beside the id so a row reads without this table.
 */
export const ANALYTICS_EVENTS = {
  4: 'used_vehicle_view',
  9: 'finance_enquiry',
  14: 'vehicle_enquiry',
  15: 'test_drive_enquiry',
  17: 'trade_in_enquiry',
  18: 'offer_accepted',
  22: 'general_enquiry',
  25: 'call_dealer',
  26: 'finance_calculator_first_use',
  39: 'save_car',
  48: 'photo_request',
  49: 'search_view',
  51: 'careers',
  60: 'history_report',
  61: 'print',
} as const;

export type AnalyticsEventId = keyof typeof ANALYTICS_EVENTS;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[AnalyticsEventId];

/** Callers name events instead of repeating magic numbers: `reportEvent(AnalyticsEvent.print)`. */
export const AnalyticsEvent = {
  usedVehicleView: 4,
  financeEnquiry: 9,
  vehicleEnquiry: 14,
  testDriveEnquiry: 15,
  tradeInEnquiry: 17,
  offerAccepted: 18,
  generalEnquiry: 22,
  callDealer: 25,
  financeCalculatorFirstUse: 26,
  saveCar: 39,
  photoRequest: 48,
  searchView: 49,
  careers: 51,
  historyReport: 60,
  print: 61,
} as const satisfies Record<string, AnalyticsEventId>;

export function isAnalyticsEventId(value: unknown): value is AnalyticsEventId {
  return typeof value === 'number' && Object.hasOwn(ANALYTICS_EVENTS, value);
}
