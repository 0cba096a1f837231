/**
 * The words a buyer agrees to when they turn an alert on (Spam Act 2003: express consent, and what it covers).
 * My Garage shows exactly these beside the alert switches, and the consent record keeps them.
 */
export function alertConsentStatement(siteName: string, email: string): string {
  return `Turning on an alert means you agree to get alert emails from ${siteName} at ${email} about your saved searches and watched cars. Every alert email has a link to stop them.`;
}

/** A saved search's alert emails: none, as new matches arrive, or once a day (the column's values too). */
export const ALERT_FREQUENCIES = ['off', 'instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  off: 'No emails',
  instant: 'Email new matches as they arrive',
  daily: 'Email new matches once a day',
};

/** My Garage's alerts section: the anchor alert emails link to. */
export const ALERTS_SECTION_ID = 'alerts';
