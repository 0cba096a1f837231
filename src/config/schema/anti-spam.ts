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

/** A count per window: at most `points` in `durationSeconds` (a fixed window from the first one counted). */
const windowLimitSchema = z
  .object({
    points: positiveInt,
    durationSeconds: positiveInt,
  })
  .strict();

export type RateLimitRule = z.infer<typeof windowLimitSchema>;

/** Lead anti-spam checks besides the captcha (decisions 009 and 035). */
export const antiSpamSchema = z
  .object({
    /** A form submitted sooner than this after it opened is flagged 'too_fast'. */
    minFillSeconds: z.number().nonnegative().default(3),
    /**
     * Hard ceilings per client address and site: above one, the request is refused with 429 and Retry-After
     * (volume abuse, decision 035). Far above what a buyer does, and above the flag limits below. Null
     * switches one off.
     */
    hardLimits: z
      .object({
        /** New lead submissions (POST /api/leads), counted before the captcha is checked. */
        submissions: windowLimitSchema.nullable().default({ points: 20, durationSeconds: 600 }),
        /** Proof-of-work challenges (GET /api/altcha); a form fetches one when the buyer starts on it. */
        challenges: windowLimitSchema.nullable().default({ points: 60, durationSeconds: 600 }),
      })
      .strict()
      .prefault({}),
    /**
     * Softer signals: above one of these a lead is stored flagged 'rate_limited' (decision 7), never refused.
     * `contact` counts an email or phone per client address, so nobody can get another person's lead flagged.
     */
    rateLimits: z
      .object({
        ip: windowLimitSchema.nullable().default({ points: 5, durationSeconds: 600 }),
        contact: windowLimitSchema.nullable().default({ points: 3, durationSeconds: 600 }),
        site: windowLimitSchema.nullable().default({ points: 200, durationSeconds: 3_600 }),
      })
      .strict()
      .prefault({}),
  })
  .strict()
  .prefault({});

export type AntiSpamConfig = z.infer<typeof antiSpamSchema>;
