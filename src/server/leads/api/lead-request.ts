import { z } from 'zod';
import { LEAD_FORM_KINDS } from '@/domain/leads';
import { cleanAttribution } from '@/domain/leads/attribution';
import { IDEMPOTENCY_KEY_PATTERN } from '@/domain/lead-forms/request';
import { isStorableJson, JSON_DEPTH_MAX, jsonDepth, NUL_MESSAGE } from '@/domain/validation/db-limits';

/** A database id sent by a form: a JSON number or a numeric string (hidden inputs post strings). */
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const optionalId = z
  .union([idSchema, z.literal(''), z.null()])
  .optional()
  .transform((id) => (typeof id === 'number' ? id : null));

/** Browser forms post text and booleans; a JSON client may post an amount as a number. */
const fieldValue = z.union([z.string().max(5000), z.number().finite(), z.boolean(), z.null()]);

/**
 * The envelope of POST /api/leads (the contract `LeadRequestBody` of src/domain/lead-forms/request.ts). The
 * fields are checked by the form's own schema; category, consent and dealership are derived on the server
 * from the fields and the car, never taken from the client.
 */
export const leadRequestSchema = z
  .object({
    form_type: z.enum(LEAD_FORM_KINDS, 'Unknown form'),
    idempotency_key: z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'Invalid idempotency key'),
    car_id: optionalId,
    location_id: optionalId,
    /** The offer an enquiry is about (H-28): must be this site's; its title is the server's, not the client's. */
    offer_id: optionalId,
    fields: z
      .record(z.string().max(100), fieldValue)
      .refine((fields) => Object.keys(fields).length <= 80, 'Too many fields'),
    /** Attribution (H-19): url, source, visited pages, linked query params; its text cleaned as fields are. */
    user_data: z
      .record(z.string().max(100), z.unknown())
      .default({})
      .transform(cleanAttribution)
      // It is stored as jsonb, which refuses a NUL wherever it is nested (a 500, decision 077).
      .refine(isStorableJson, `user_data ${NUL_MESSAGE}`)
      .refine(
        (data) => jsonDepth(data) <= JSON_DEPTH_MAX,
        `user_data is nested more than ${JSON_DEPTH_MAX} deep`,
      ),
    /** The ALTCHA widget's solved payload (H-12). */
    captcha: z.string().max(20_000).nullish(),
    /** The honeypot (HONEYPOT_FIELD): empty for people. */
    homepage_url: z.string().max(2000).nullish(),
    /** Epoch ms when the form opened (the fill-time check). */
    opened_at: z.number().int().nonnegative().nullish(),
  })
  .strict();

export type LeadRequest = z.infer<typeof leadRequestSchema>;
