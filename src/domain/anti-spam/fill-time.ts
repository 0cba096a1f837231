/** The browser's clock may run a little ahead of the server's; beyond this an opening time is implausible. */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** A form left open longer than this still counts; the time only has to be a plausible epoch in ms. */
const MAX_OPEN_MS = 7 * 86_400_000;

/**
 * Whether a form was filled faster than a person can: `openedAt` is the epoch ms the form recorded when it
 * opened. The value comes from the browser, so it is only sanity-checked: a missing, non-numeric, future or
 * absurdly old time counts as too fast (a person's form always sends a plausible one).
 */
export function isFilledTooFast(input: { openedAt: unknown; now: Date; minFillSeconds: number }): boolean {
  const { openedAt, now, minFillSeconds } = input;
  if (typeof openedAt !== 'number' || !Number.isFinite(openedAt)) return true;
  const elapsed = now.getTime() - openedAt;
  if (elapsed < -CLOCK_SKEW_MS || elapsed > MAX_OPEN_MS) return true;
  // Within the skew allowance a future time is the browser's clock running ahead: no time has visibly passed.
  return Math.max(0, elapsed) < minFillSeconds * 1_000;
}
