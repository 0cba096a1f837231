import { z } from 'zod';

/** `#rrggbb` only: theme colours become CSS variables, and one format keeps contrast checks simple. */
export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a #rrggbb colour');

/** A path on the site itself: one leading '/', never '//' (which a browser would read as another host). */
export const sitePathSchema = z.string().regex(/^\/(?!\/)/, 'expected a site path starting with /');

/** A host name as the allow-list holds it: lower case, no port, no trailing dot. */
export const HOST_NAME_PATTERN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Lower-case AU state codes, the form values of the state select (H-27). */
export const auStateSchema = z.enum(['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa']);

function isIanaTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().refine(isIanaTimeZone, 'expected an IANA time zone');

/** ISO 8601 with an explicit offset: promotion windows are wall-clock times in one state (K-22). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const positiveInt = z.number().int().positive();
export const nonNegativeInt = z.number().int().nonnegative();

function dropNullEntries<T>(record: Record<string, T | null>): Record<string, T> {
  const kept: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value !== null) kept[key] = value;
  }
  return kept;
}

/**
 * A string-keyed map whose entries an override can delete by setting them to null (e.g. a site drops the
 * default Toyota finance lock). The merge keeps the null; this schema removes the entry afterwards, so the
 * parsed config never holds null entries.
 */
export function recordOf<T extends z.ZodType>(value: T) {
  return z.record(z.string().min(1), value.nullable()).transform((record) => dropNullEntries(record));
}

type Range = { min: number; max: number; step: number };

/** A slider range with its platform default; min above max is a config error, not a broken widget. */
export function rangeSchema(defaults: Range) {
  return z
    .object({
      min: z.number().default(defaults.min),
      max: z.number().default(defaults.max),
      step: z.number().positive().default(defaults.step),
    })
    .strict()
    .refine((range) => range.min <= range.max, { message: 'min must not exceed max', path: ['max'] })
    .prefault({});
}
