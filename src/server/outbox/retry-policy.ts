/** How failed deliveries are retried: exponential backoff with full jitter, then dead-lettered. */
export type RetryPolicy = {
  /** Ceiling of the first retry's delay; doubles per attempt. */
  baseMs: number;
  /** Largest ceiling: no retry waits longer than this. */
  capMs: number;
  /** A delivery still failing this long after the lead was stored goes to 'dead'. */
  deadAfterMs: number;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, capMs: HOUR, deadAfterMs: 72 * HOUR };

/**
 * Full jitter (a uniformly random delay up to the exponential ceiling): many leads failing against one
 * dead endpoint spread their retries instead of hitting it again together. `attempts` counts tries so far.
 */
export function retryDelayMs(attempts: number, policy: RetryPolicy, random: () => number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  return Math.floor(random() * ceiling);
}

export function isPastDeadline(createdAt: Date, now: Date, policy: RetryPolicy): boolean {
  return now.getTime() - createdAt.getTime() >= policy.deadAfterMs;
}
