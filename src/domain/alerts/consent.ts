/**
 * The words a buyer agrees to when they turn an alert on (Spam Act 2003: express consent, and what it covers).
 * My Garage shows exactly these beside the alert switches, and the consent record keeps them.
 */
export function alertConsentStatement(siteName: string, email: string): string {
  return `Turning on an alert means you agree to get alert emails from ${siteName} at ${email} about your saved searches and watched cars. Every alert email has a link to stop them.`;
}

export const ALERT_FREQUENCY_LABELS = {
  off: 'No emails',
  instant: 'Email new matches as they arrive',
  daily: 'Email new matches once a day',
} as const;

export type AlertFrequency = keyof typeof ALERT_FREQUENCY_LABELS;
export const ALERT_FREQUENCIES = Object.keys(ALERT_FREQUENCY_LABELS) as AlertFrequency[];

/** My Garage's alerts section: the anchor alert emails link to. */
export const ALERTS_SECTION_ID = 'alerts';
