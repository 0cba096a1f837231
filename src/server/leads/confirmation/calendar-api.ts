import 'server-only';
import type { Database } from '@/server/db/client';
import type { SiteContext } from '@/server/sites/site-context';
import { siteOrigin } from '@/domain/seo/site-origin';
import { receiptPath } from './buyer-confirmation';
import { loadLeadReceipt } from './load-lead-receipt';
import { TEST_DRIVE_CALENDAR_FILE, testDriveCalendar } from './test-drive-calendar';

export type CalendarApiResponse =
  { status: 200; body: string; fileName: string } | { status: 404; body: { error: string } };

const NOT_FOUND: CalendarApiResponse = { status: 404, body: { error: 'No test drive for this reference' } };

/**
 * GET /success/test-drive.ics?ref={receipt}: the test drive of the lead a genuine receipt of this site names,
 * as an RFC 5545 file; 404 for anything else (no, forged or foreign receipt; a lead without a booked time).
 */
export async function handleCalendarApi(
  db: Database,
  site: SiteContext,
  query: URLSearchParams,
  host: string,
): Promise<CalendarApiResponse> {
  const receipt = await loadLeadReceipt(db, site, query.get('ref'));
  if (!receipt?.booking) return NOT_FOUND;
  const origin = siteOrigin(site.config.siteUrl, host);
  const body = testDriveCalendar({
    leadId: receipt.leadId,
    createdAt: receipt.createdAt,
    startsAt: receipt.booking.startsAt,
    timeZone: receipt.booking.timeZone,
    confirmation: receipt.confirmation,
    origin,
    receiptUrl: `${origin}${receiptPath(receipt.token)}`,
  });
  return { status: 200, body, fileName: TEST_DRIVE_CALENDAR_FILE };
}
