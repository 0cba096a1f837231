import { z } from 'zod';
import { auStateSchema } from '@/config/schema/primitives';

/**
 * A registration plate as the buyer types it: letters and digits, spaces and hyphens ignored, 1–9 characters
 * (Australian plates, personalised ones included, hold at most 9). Stored and sent upper case without
 * separators, so 'abc-123' and 'ABC 123' are one plate.
 */
export function normaliseRego(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export const REGO_MESSAGE = 'Enter the registration as shown on the plate: up to 9 letters and digits.';
export const REGO_STATE_MESSAGE = 'Choose the state the car is registered in.';

export const regoSchema = z
  .string()
  .max(20, REGO_MESSAGE)
  .transform(normaliseRego)
  .pipe(z.string().regex(/^[A-Z0-9]{1,9}$/, REGO_MESSAGE));

/** H-46 regoState: the state select's lower-case codes (H-27). */
export const regoStateSchema = z.enum(auStateSchema.options, { error: REGO_STATE_MESSAGE });

export type RegoState = z.infer<typeof auStateSchema>;
