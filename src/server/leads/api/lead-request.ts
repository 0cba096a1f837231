import { z } from 'zod';

/** A database id sent by a form: a JSON number or a numeric string (hidden inputs post strings). */
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const optionalId = z
  .union([idSchema, z.literal(''), z.null()])
  .optional()
  .transform((id) => (typeof id === 'number' ? id : null));

/**
 * The envelope of POST /api/leads. The fields themselves are checked per form by validateLeadFields; the
 * site is the request's host and the dealership is derived from car_id on the server, so neither is here.
 */
export const leadRequestSchema = z
  .object({
    form_type: z.string().regex(/^[a-z][a-z_]{0,39}$/, 'Unknown form'),
    category: z.string().trim().min(1, 'Please choose a category').max(100),
    subcategory: z.string().trim().max(100).nullish(),
    car_id: optionalId,
    location_id: optionalId,
    /** Made by the form when it opens and sent again on every retry. */
    idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid idempotency key'),
    fields: z.record(z.string().max(100), z.unknown()),
    user_data: z.record(z.string().max(100), z.unknown()).default({}),
    consent: z
      .object({ opt_in: z.boolean(), wording: z.string().trim().min(1).max(2000) })
      .strict()
      .nullish(),
    /** The ALTCHA widget's solved payload (H-12). */
    captcha: z.string().max(20_000).nullish(),
    /** The honeypot (HONEYPOT_FIELD): empty for people. */
    homepage_url: z.string().max(2000).nullish(),
    /** Epoch ms when the form opened (the fill-time check). */
    opened_at: z.number().int().nonnegative().nullish(),
  })
  .strict();

export type LeadRequest = z.infer<typeof leadRequestSchema>;

/** JSON with object keys sorted at every depth: the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a retry must repeat exactly: everything the buyer submitted. Attribution (user_data) and the
 * anti-spam fields are left out: a retry from another page view is still the same enquiry.
 */
export function fingerprintLeadRequest(request: LeadRequest): string {
  const {
    idempotency_key: _key,
    user_data: _userData,
    // Proof of work, honeypot and open time prove who sent it, not what was sent.
    captcha: _captcha,
    homepage_url: _honeypot,
    opened_at: _openedAt,
    ...submitted
  } = request;
  return canonicalJson(submitted);
}
