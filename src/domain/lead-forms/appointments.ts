import { z } from 'zod';
import { DB_INTEGER_MAX } from '@/domain/validation/db-limits';

/** A test drive takes a half-hour slot (H-32; the spec gives no length). */
export const TEST_DRIVE_SLOT_MINUTES = 30;
/** The dealer needs two hours to get a car ready, so nothing sooner is offered. */
export const TEST_DRIVE_LEAD_TIME_MINUTES = 120;
export const APPOINTMENT_DAYS_DEFAULT = 14;
export const APPOINTMENT_DAYS_MAX = 31;

const id = z.coerce.number().int().positive().max(DB_INTEGER_MAX);

/**
 * GET /api/appointments?location={id}&days=14, or ?car={id} for the car's own location (H-32 proposal,
 * with a range instead of one date so the picker needs one request).
 */
export const appointmentsQuerySchema = z
  .object({
    location: id.optional(),
    car: id.optional(),
    days: z.coerce
      .number()
      .int()
      .min(1, 'days must be at least 1')
      .max(APPOINTMENT_DAYS_MAX, `days must be at most ${APPOINTMENT_DAYS_MAX}`)
      .default(APPOINTMENT_DAYS_DEFAULT),
  })
  .refine((query) => query.location !== undefined || query.car !== undefined, {
    message: 'location or car is required',
    path: ['location'],
  });

export type AppointmentsQuery = z.infer<typeof appointmentsQuerySchema>;

/** The slots of one location: ISO starts in its own offset, and the zone they are wall-clock times of. */
export type AppointmentsResponse = { locationId: number; timeZone: string; slots: string[] };

export const appointmentsResponseSchema = z.object({
  locationId: z.number().int(),
  timeZone: z.string(),
  slots: z.array(z.string()),
});
