import { z } from 'zod';

/** Form types are short slugs ('enquiry', 'test_drive'): the challenge is bound to one, verbatim. */
export const captchaFormTypeSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'expected a form type such as enquiry or test_drive');

/** What the server signs into every challenge so a solution only counts on the site and form it was for. */
export const challengeBindingSchema = z.object({ site: z.number().int().positive(), form: z.string() });

export type ChallengeBinding = z.infer<typeof challengeBindingSchema>;

/** A challenge lives this long; the widget fetches a new one when it expires. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

const hex = z.string().regex(/^[0-9a-f]+$/i);

/** The ALTCHA v2 widget's field value: base64 of `{ challenge: { parameters, signature }, solution }`. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: hex,
        salt: hex,
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: hex,
        keySignature: hex.optional(),
        memoryCost: z.number().optional(),
        parallelism: z.number().optional(),
        expiresAt: z.number().optional(),
        data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
      })
      .strict(),
    signature: hex,
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

export type CaptchaPayload = z.infer<typeof payloadSchema>;

/** Payloads are a few hundred bytes; anything far larger is not from our widget. */
const MAX_PAYLOAD_LENGTH = 4_096;

export type DecodedPayload =
  { kind: 'ok'; payload: CaptchaPayload } | { kind: 'missing' } | { kind: 'malformed' };

export function decodeCaptchaPayload(raw: unknown): DecodedPayload {
  if (raw === undefined || raw === null || raw === '') return { kind: 'missing' };
  if (typeof raw !== 'string' || raw.length > MAX_PAYLOAD_LENGTH) return { kind: 'malformed' };
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(atob(raw)));
    return parsed.success ? { kind: 'ok', payload: parsed.data } : { kind: 'malformed' };
  } catch {
    return { kind: 'malformed' };
  }
}

/** Why a challenge's own (still unverified) claims rule it out for this site, form and moment, if they do. */
export function checkChallengeClaims(
  parameters: CaptchaPayload['challenge']['parameters'],
  expected: { siteId: number; formType: string; now: Date },
): 'malformed' | 'expired' | 'wrong_site' | 'wrong_form' | null {
  const binding = challengeBindingSchema.safeParse(parameters.data);
  if (!binding.success || parameters.expiresAt === undefined) return 'malformed';
  if (parameters.expiresAt * 1_000 <= expected.now.getTime()) return 'expired';
  if (binding.data.site !== expected.siteId) return 'wrong_site';
  if (binding.data.form !== expected.formType) return 'wrong_form';
  return null;
}
