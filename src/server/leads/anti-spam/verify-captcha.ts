import 'server-only';
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  checkChallengeClaims,
  decodeCaptchaPayload,
  type CaptchaPayload,
} from '@/domain/anti-spam/captcha-payload';
import type { CaptchaOutcome } from '@/domain/anti-spam/verdict';
import type { Database } from '@/server/db/client';
import { recordSolvedChallenge } from './replay-store';
import { loadSiteAltchaSecrets } from './secrets';
import { log } from '@/server/logging';

export type VerifyCaptchaInput = {
  siteId: number;
  formType: string;
  /** The widget's form field value (base64 JSON); anything else is 'missing' or 'malformed'. */
  payload: unknown;
  now?: Date;
  /** The lead's idempotency key: a retry of the same submission may reuse its solved challenge. */
  idempotencyKey?: string | null;
};

/**
 * Checks an ALTCHA payload: well-formed, not expired, bound to this site and form, signed by this site's key,
 * solved, and not used before. A failure of our own storage is `store_unavailable`, never the sender's fault.
 */
export async function verifyCaptcha(db: Database, input: VerifyCaptchaInput): Promise<CaptchaOutcome> {
  const { siteId, formType, now = new Date() } = input;
  const decoded = decodeCaptchaPayload(input.payload);
  if (decoded.kind !== 'ok') return { ok: false, reason: decoded.kind };
  const { challenge } = decoded.payload;
  const claim = checkChallengeClaims(challenge.parameters, { siteId, formType, now });
  if (claim) return { ok: false, reason: claim };
  const solved = await checkSolution(db, siteId, decoded.payload);
  if (!solved.ok) return solved;
  try {
    const use = await recordSolvedChallenge(db, {
      siteId,
      formType,
      signature: challenge.signature.toLowerCase(),
      idempotencyKey: input.idempotencyKey ?? null,
      expiresAt: new Date(challenge.parameters.expiresAt! * 1_000),
      now,
    });
    return use === 'replayed' ? { ok: false, reason: 'replayed' } : { ok: true };
  } catch (error) {
    log.error({ siteId, err: error }, 'anti-spam: captcha replay store failed');
    return { ok: false, reason: 'store_unavailable' };
  }
}

async function checkSolution(db: Database, siteId: number, payload: CaptchaPayload): Promise<CaptchaOutcome> {
  let secrets;
  try {
    secrets = await loadSiteAltchaSecrets(db, siteId);
  } catch (error) {
    log.error({ siteId, err: error }, 'anti-spam: ALTCHA key unavailable');
    return { ok: false, reason: 'store_unavailable' };
  }
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secrets.challenge,
      hmacKeySignatureSecret: secrets.derivedKey,
    });
    if (result.verified) return { ok: true };
    if (result.expired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: result.invalidSignature ? 'invalid_signature' : 'invalid_solution' };
  } catch {
    // The library throws on parameters it cannot process (an unknown algorithm, a bad prefix): not ours.
    return { ok: false, reason: 'malformed' };
  }
}
