/**
 * '27 Nov 2026, 9:30 am AEDT': an instant on the site's wall clock with its zone's short name. Plain spaces for
 * Intl's narrow no-break ones: a plain-ASCII email body under 76 columns is sent as 7bit, so an .eml file
 * reads as plain text instead of quoted-printable.
 */
export function formatZonedDateTime(instant: Date, timeZone: string): string {
  const local = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(instant);
  const zone = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${local} ${zone ?? timeZone}`.replace(/\s/g, ' ');
}
