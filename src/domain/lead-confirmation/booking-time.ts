/**
 * 'Saturday 28 November 2026 at 10:30 am AEST': a booked time in words on the yard's wall clock, with its
 * zone's short name, for the buyer's page and both emails. Plain spaces for Intl's narrow no-break ones, so
 * an email body stays 7-bit.
 */
export function formatBookingTime(instant: Date, timeZone: string): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-AU', { timeZone, ...options }).format(instant);
  const day = part({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).replace(',', '');
  const time = part({ hour: 'numeric', minute: '2-digit', hour12: true }).toLowerCase();
  const zone = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((entry) => entry.type === 'timeZoneName')?.value;
  return `${day} at ${time} ${zone ?? timeZone}`.replace(/\s/g, ' ');
}
