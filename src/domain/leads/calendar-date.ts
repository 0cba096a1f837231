/** 'YYYY-MM-DD' naming a day that exists (no 2023-02-29, no month 13). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  // An impossible month or day is an Invalid Date, whose toISOString would throw.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
