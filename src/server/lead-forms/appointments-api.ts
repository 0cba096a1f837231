import 'server-only';
import { appointmentsQuerySchema, type AppointmentsResponse } from '@/domain/lead-forms/appointments';
import type { Database } from '@/server/db/client';
import { loadAppointmentSlots, type AppointmentsSite } from './appointments';
import { findFormCar } from './queries';

export type AppointmentsApiResponse =
  | { status: 200; body: AppointmentsResponse }
  | { status: 400; body: { error: string; fieldErrors: Record<string, string> } }
  | { status: 404; body: { error: string } };

/** GET /api/appointments?location={id}&days=14 or ?car={id} on the site's own host (H-32). */
export async function handleAppointmentsApi(
  db: Database,
  site: AppointmentsSite,
  searchParams: URLSearchParams,
  now = new Date(),
): Promise<AppointmentsApiResponse> {
  const query = appointmentsQuerySchema.safeParse(Object.fromEntries(searchParams));
  if (!query.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of query.error.issues) fieldErrors[String(issue.path[0] ?? 'query')] ??= issue.message;
    return { status: 400, body: { error: 'Invalid appointments request', fieldErrors } };
  }
  const { location, car, days } = query.data;
  let locationId = location ?? null;
  if (locationId === null && car !== undefined) {
    const found = await findFormCar(db, site.id, car);
    if (!found) return { status: 404, body: { error: 'Unknown car' } };
    locationId = found.locationId;
  }
  const slots = await loadAppointmentSlots(db, site, { locationId: locationId!, days, now });
  if (!slots) return { status: 404, body: { error: 'Unknown location' } };
  return { status: 200, body: slots };
}
