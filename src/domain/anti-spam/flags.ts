/**
 * What the anti-spam checks can say about a submission (docs/decisions/009-anti-spam-policy.md). Flags are
 * stored on the lead (`suspicion_reasons`); none of them drops a lead.
 */
export const SPAM_FLAGS = [
  'honeypot',
  'too_fast',
  'rate_limited',
  'limiter_unavailable',
  'captcha_store_unavailable',
  'captcha_unverified',
] as const;

export type SpamFlag = (typeof SPAM_FLAGS)[number];

/** H-12's proposed form-level error: shown when the proof of work is missing, invalid, expired or reused. */
export const CAPTCHA_FAILED_MESSAGE = 'Captcha verification failed. Please try again.';
