/**
 * The Retry-After of a hard limit's 429 (decision 035): the limiter's time until its window restarts, in
 * whole seconds rounded up and at least 1 (0 would invite an instant retry that is refused again).
 */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1_000));
}

/** 'N minutes' for a person: the wait rounded up to whole minutes, at least 1. */
export function waitInMinutes(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The lead form's message when the buyer's address has used up its submissions (shown above the form). */
export function tooManySubmissionsMessage(retryAfterSeconds: number): string {
  return `Too many submissions from this address. Please try again in ${waitInMinutes(retryAfterSeconds)}.`;
}

/** The form's message for a 429 that names no wait (e.g. a proxy's own limit answered for us). */
export const TOO_MANY_SUBMISSIONS_MESSAGE = 'Too many submissions. Please try again later.';

/** GET /api/altcha's error once an address has fetched too many challenges. */
export function tooManyChallengesMessage(retryAfterSeconds: number): string {
  return `Too many challenges from this address. Please try again in ${waitInMinutes(retryAfterSeconds)}.`;
}
