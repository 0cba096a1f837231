/**
 * Decision 053: who is sent a confirmation. Only a buyer who gave an address; not for a lead flagged as likely
 * spam (a bot must not turn the form into a way to mail strangers); not for a reservation, which has its own.
 */
export function sendsBuyerConfirmation(lead: {
  email: string | null;
  isSuspicious: boolean;
  formType: string;
}): boolean {
  return lead.email !== null && lead.email !== '' && !lead.isSuspicious && lead.formType !== 'reserve';
}

/** The page a receipt opens, and its calendar: paths of the buyer's site. */
export const receiptPath = (token: string) => `/success?ref=${encodeURIComponent(token)}`;
export const calendarPath = (token: string) => `/success/test-drive.ics?ref=${encodeURIComponent(token)}`;

/** The requested time of a test drive that booked no slot (capped, or no yard chosen): the buyer's request. */
export function requestedTime(fields: Record<string, unknown>): Date | null {
  const value = fields.dateTime;
  const time = typeof value === 'string' && value !== '' ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : new Date(time);
}
