import { z } from 'zod';
import { positiveInt } from './primitives';

/**
 * ALTCHA proof-of-work difficulty (PBKDF2/SHA-256). The browser derives one key per counter value until it
 * reaches the server's secret counter, so the work is about `cost × counter` hash rounds: the defaults take
 * about a second on a phone, which a buyer never notices and a bot pays for every submission.
 */
export const captchaDifficultySchema = z
  .object({
    cost: positiveInt.default(1_000),
    counterMin: positiveInt.default(2_000),
    counterMax: positiveInt.default(5_000),
  })
  .strict()
  .refine((difficulty) => difficulty.counterMin <= difficulty.counterMax, {
    message: 'counterMin must not exceed counterMax',
    path: ['counterMin'],
  })
  .prefault({});

export type CaptchaDifficulty = z.infer<typeof captchaDifficultySchema>;

/**
 * One rate limit: above `points` submissions in `durationSeconds` a lead is flagged 'rate_limited' but still
 * stored (decision 7); above `rejectAbove` (off by default) it is refused with a message, a ceiling a site
 * can switch on against floods. Null switches the limit off.
 */
const rateLimitSchema = z
  .object({
    points: positiveInt,
    durationSeconds: positiveInt,
    rejectAbove: positiveInt.nullable().default(null),
  })
  .strict();

export type RateLimitRule = z.infer<typeof rateLimitSchema>;

/** Lead anti-spam checks besides the captcha (issue 4, docs/decisions/009-anti-spam-policy.md). */
export const antiSpamSchema = z
  .object({
    /** A form submitted sooner than this after it opened is flagged 'too_fast'. */
    minFillSeconds: z.number().nonnegative().default(3),
    rateLimits: z
      .object({
        ip: rateLimitSchema.nullable().default({ points: 5, durationSeconds: 600, rejectAbove: null }),
        contact: rateLimitSchema.nullable().default({ points: 3, durationSeconds: 600, rejectAbove: null }),
        site: rateLimitSchema.nullable().default({ points: 200, durationSeconds: 3_600, rejectAbove: null }),
      })
      .strict()
      .prefault({}),
  })
  .strict()
  .prefault({});

export type AntiSpamConfig = z.infer<typeof antiSpamSchema>;
