/**
 * A limit that slows a key down instead of locking it out (decision 077, point 4): `free` events go through
 * back to back, then each event admitted makes the next one wait twice as long as the one before, from
 * `firstWaitSeconds` up to `maxWaitSeconds`. The count restarts `windowSeconds` after its first event. A refusal
 * is therefore never longer than the cap, and waiting is the only way on.
 */
export type BackoffRule = {
  free: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  windowSeconds: number;
};

/** The wait the `count`-th event of a window (1-based) imposes before the next one may go through. */
export function backoffWaitSeconds(rule: BackoffRule, count: number): number {
  if (count < rule.free) return 0;
  return Math.min(rule.firstWaitSeconds * 2 ** (count - rule.free), rule.maxWaitSeconds);
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The exact wait for a person: seconds under a minute, else whole minutes rounded up. */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? plural(whole, 'second') : plural(Math.ceil(whole / 60), 'minute');
}
