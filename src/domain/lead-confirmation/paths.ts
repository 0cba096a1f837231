/** The /success page of one lead, by its signed receipt (decision 052); bare /success without one. */
export const receiptPath = (receipt: string | null | undefined) =>
  receipt ? `/success?ref=${encodeURIComponent(receipt)}` : '/success';

/** The test drive's calendar file of one lead. */
export const calendarPath = (receipt: string) => `/success/test-drive.ics?ref=${encodeURIComponent(receipt)}`;

/** What a receipt looks like (the server checks its signature): the client follows nothing else. */
export const RECEIPT_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{22}$/;
