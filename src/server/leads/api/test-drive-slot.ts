import 'server-only';
import type { SiteConfig } from '@/config';
import { APPOINTMENT_DAYS_MAX } from '@/domain/lead-forms/appointments';
import type { LeadFormKind, LeadFormValues } from '@/domain/leads';
import type { Database } from '@/server/db/client';
import { loadAppointmentSlots } from '@/server/lead-forms/appointments';
import type { TestDriveBooking } from '../types';

export type SlotCheck =
  | { kind: 'none' }
  | { kind: 'free'; booking: TestDriveBooking }
  /** The chosen time is not (or no longer) offered: the times that still are. */
  | { kind: 'taken'; slots: string[] };

/**
 * H-32: a test drive with a chosen time books that slot, but only if the location still offers it (opening
 * hours, holidays and other bookings, as the picker showed). The booking row settles a race between two
 * buyers; this check answers the common case, a slot taken while the form was open, before the captcha is spent.
 */
export async function checkTestDriveSlot(
  db: Database,
  site: { id: number; config: Pick<SiteConfig, 'timezone'> },
  request: { kind: LeadFormKind; values: LeadFormValues; locationId: number | null; now: Date },
): Promise<SlotCheck> {
  const chosen = request.values.dateTime;
  if (request.kind !== 'test_drive' || typeof chosen !== 'string' || chosen === '') return { kind: 'none' };
  // Without a location no time can be offered; the requested time still reaches the dealer in the lead.
  if (request.locationId === null) return { kind: 'none' };
  const offered = await loadAppointmentSlots(db, site, {
    locationId: request.locationId,
    days: APPOINTMENT_DAYS_MAX,
    now: request.now,
  });
  if (!offered) return { kind: 'none' };
  const instant = Date.parse(chosen);
  const slot = offered.slots.find((candidate) => Date.parse(candidate) === instant);
  if (slot === undefined) return { kind: 'taken', slots: offered.slots };
  return { kind: 'free', booking: { locationId: offered.locationId, startsAt: new Date(instant) } };
}
