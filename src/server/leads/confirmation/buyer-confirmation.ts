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

export { calendarPath, receiptPath } from '@/domain/lead-confirmation/paths';

/** The requested time of a test drive that booked no slot (capped, or no yard chosen): the buyer's request. */
export function requestedTime(fields: Record<string, unknown>): Date | null {
  const value = fields.dateTime;
  const time = typeof value === 'string' && value !== '' ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : new Date(time);
}
