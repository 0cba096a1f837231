import { z } from 'zod';
import { dbIdSchema, dbTextSchema } from '@/domain/validation/db-values';
import { isAnalyticsEventId, type AnalyticsEventId } from './events';
import { containsPersonalData, isPersonalFieldName } from './personal-data';

export const PERSONAL_DATA_MESSAGE = 'Personal data is not accepted';
export const UNKNOWN_FIELD_MESSAGE = 'Not an accepted field';

const slug = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'expected a short lower-case identifier');
const label = dbTextSchema.trim().min(1).max(100);

/**
 * The whole allow-list of an analytics event (decision 2): the spec's numeric id and non-personal context.
 * `path` keeps the pathname only: query strings and fragments are where forms and links leak details.
 */
const eventInputSchema = z
  .object({
    eventId: z
      .number({ error: 'expected a numeric event id' })
      .refine(isAnalyticsEventId, 'Unknown event id'),
    carId: dbIdSchema.optional(),
    path: dbTextSchema
      .max(512)
      .regex(/^\/(?!\/)/, 'expected a path on this site starting with /')
      .transform((path) => path.split(/[?#]/)[0]!)
      .optional(),
    formType: slug.optional(),
    category: label.optional(),
    subcategory: label.optional(),
    carType: slug.optional(),
    offerAccepted: z.boolean().optional(),
  })
  .strict();

export type AnalyticsEventInput = Omit<z.infer<typeof eventInputSchema>, 'eventId'> & {
  eventId: AnalyticsEventId;
};

const ACCEPTED_FIELDS = new Set(Object.keys(eventInputSchema.shape));

export type ParsedEvent =
  { ok: true; event: AnalyticsEventInput } | { ok: false; fieldErrors: Record<string, string> };

/** Validates a posted event: refuses personal fields and values by name and content, then the allow-list. */
export function parseEventInput(raw: unknown): ParsedEvent {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, fieldErrors: { body: 'expected a JSON object' } };
  }
  const fieldErrors: Record<string, string> = {};
  for (const [field, value] of Object.entries(raw)) {
    if (isPersonalFieldName(field)) fieldErrors[field] = PERSONAL_DATA_MESSAGE;
    else if (!ACCEPTED_FIELDS.has(field)) fieldErrors[field] = UNKNOWN_FIELD_MESSAGE;
    else if (typeof value === 'string' && containsPersonalData(value))
      fieldErrors[field] = PERSONAL_DATA_MESSAGE;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const parsed = eventInputSchema.safeParse(raw);
  if (parsed.success) return { ok: true, event: parsed.data as AnalyticsEventInput };
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? 'body')] ??= issue.message;
  return { ok: false, fieldErrors };
}
