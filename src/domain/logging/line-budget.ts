/**
 * How many lines one request may write (decision 034): a loop over input cannot fill the disk or bury the
 * other requests' lines. Lines past the budget are counted, and the request's last line says how many.
 */
export const MAX_LOG_LINES_PER_REQUEST = 20;

export type LineBudget = {
  /** Whether one more line may be written (and counts it either way). */
  take: () => boolean;
  /** Lines refused so far. */
  suppressed: () => number;
};

export function createLineBudget(maxLines: number = MAX_LOG_LINES_PER_REQUEST): LineBudget {
  let written = 0;
  let refused = 0;
  return {
    take: () => {
      if (written < maxLines) {
        written += 1;
        return true;
      }
      refused += 1;
      return false;
    },
    suppressed: () => refused,
  };
}
