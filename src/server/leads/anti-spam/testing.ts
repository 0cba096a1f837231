import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Database } from '@/server/db/client';
import { issueChallenge } from './challenge';
import { TEST_CAPTCHA_DIFFICULTY } from './test-difficulty';

export { TEST_CAPTCHA_DIFFICULTY };

/**
 * Solves a challenge the way the browser widget does and returns the form field value it would submit
 * (base64 JSON of `{ challenge: { parameters, signature }, solution }`).
 */
export async function solveCaptchaForTest(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('challenge not solved within 10 s');
  const { parameters, signature } = challenge;
  return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
}

/** For tests: a fresh challenge for this site and form, solved as the browser would. */
export async function solvedCaptchaForTest(db: Database, siteId: number, formType: string): Promise<string> {
  const challenge = await issueChallenge(db, {
    siteId,
    formType,
    difficulty: TEST_CAPTCHA_DIFFICULTY,
    // The solver's library checks expiry against the real clock, whatever clock the pipeline is given.
    now: new Date(),
  });
  return solveCaptchaForTest(challenge);
}
