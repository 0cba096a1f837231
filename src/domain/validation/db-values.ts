import { z } from 'zod';

/**
 * What PostgreSQL accepts, checked where a value enters (issue 14): an `integer` column holds at most
 * 2,147,483,647 and a `text` value cannot hold a NUL. A value outside either fails the query, which would
 * answer 500; refused at the boundary it is a 400, or a 404 where it names a thing.
 */
export const DB_INTEGER_MAX = 2_147_483_647;

export const NUL_MESSAGE = 'cannot contain a NUL character';

/** A row id as a JSON number: a whole number from 1 to DB_INTEGER_MAX. */
export const dbIdSchema = z.number().int().positive().max(DB_INTEGER_MAX);

/** A row id written in a URL ('42'): digits without a leading zero, within DB_INTEGER_MAX. */
export const dbIdTextSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'expected an id')
  .transform(Number)
  .pipe(dbIdSchema);

/** Whether text can be stored or compared in PostgreSQL as it is (no NUL). */
export function isStorableText(text: string): boolean {
  return !text.includes('\0');
}

/** Text bound for the database: any string without a NUL. */
export const dbTextSchema = z.string().refine(isStorableText, NUL_MESSAGE);

/** A car slug from a URL path: 1..200 characters after trimming, no NUL (a NUL names no car). */
export const carSlugParamSchema = z.string().trim().min(1).max(200).refine(isStorableText, NUL_MESSAGE);
