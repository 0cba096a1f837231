import { z } from 'zod';
import { DB_INTEGER_MAX, isStorableText, NUL_MESSAGE } from './db-limits';

/** The zod schemas of what PostgreSQL accepts (db-limits.ts). */

/** A row id as a JSON number: a whole number from 1 to DB_INTEGER_MAX. */
export const dbIdSchema = z.number().int().positive().max(DB_INTEGER_MAX);

/** A row id written in a URL ('42'): digits without a leading zero, within DB_INTEGER_MAX. */
export const dbIdTextSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'expected an id')
  .transform(Number)
  .pipe(dbIdSchema);

/** Text bound for the database: any string without a NUL. */
export const dbTextSchema = z.string().refine(isStorableText, NUL_MESSAGE);

/** A car slug from a URL path: 1..200 characters after trimming, no NUL (a NUL names no car). */
export const carSlugParamSchema = z.string().trim().min(1).max(200).refine(isStorableText, NUL_MESSAGE);
