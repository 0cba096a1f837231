import 'server-only';
import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaDifficulty } from '@/config/schema/anti-spam';
import { CHALLENGE_TTL_MS, type ChallengeBinding } from '@/domain/anti-spam/captcha-payload';
import type { Database } from '@/server/db/client';
import { loadSiteAltchaSecrets } from './secrets';

/** PBKDF2 runs natively in every browser's WebCrypto, so the widget's workers solve it at full speed. */
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';

export type IssueChallengeInput = {
  siteId: number;
  formType: string;
  difficulty: CaptchaDifficulty;
  now?: Date;
};

/**
 * A signed ALTCHA v2 challenge bound to one site and form (in its signed `data`), expiring after
 * CHALLENGE_TTL_MS. Deterministic mode: the server picks the counter and signs the derived key, so verifying
 * a solution is one HMAC instead of a key derivation.
 */
export async function issueChallenge(db: Database, input: IssueChallengeInput): Promise<Challenge> {
  const { siteId, formType, difficulty, now = new Date() } = input;
  const secrets = await loadSiteAltchaSecrets(db, siteId);
  const binding: ChallengeBinding = { site: siteId, form: formType };
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: difficulty.cost,
    counter: randomInt(difficulty.counterMax, difficulty.counterMin),
    deriveKey,
    data: binding,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.derivedKey,
  });
}
