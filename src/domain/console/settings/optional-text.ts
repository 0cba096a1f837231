import { z } from 'zod';
import { dbTextSchema } from '@/domain/validation/db-values';

/**
 * A text field a settings form may leave empty: trimmed, blank stored as null. It takes null too, because a
 * saved draft (the schema's output) is checked again by the same schema when it is published.
 */
export const optionalText = (max: number) =>
  dbTextSchema
    .pipe(z.string().max(max, `Keep it under ${max} characters`))
    .nullable()
    .transform((value) => (value === null || value.trim() === '' ? null : value.trim()));
