import { CAPTCHA_FAILED_MESSAGE, type SpamFlag } from './flags';
import { tooManySubmissionsMessage } from './retry-after';

/** Why a proof of work did not count. 'store_unavailable' is ours, not the sender's: it never rejects. */
export type CaptchaFailure =
  | 'missing'
  | 'malformed'
  | 'expired'
  | 'wrong_site'
  | 'wrong_form'
  | 'invalid_signature'
  | 'invalid_solution'
  | 'replayed'
  | 'store_unavailable';

export type CaptchaOutcome = { ok: true } | { ok: false; reason: CaptchaFailure };

/** 'skipped': the site uses a hosted captcha provider that this platform does not verify. */
export type CaptchaCheck = CaptchaOutcome | { ok: 'skipped' };

/** One flagging rate limit's answer: under it, over it (flag), or unknown (its limiter failed). */
export type LimitOutcome = 'ok' | 'over' | 'unavailable';

export type Assessment =
  | { verdict: 'accept'; flags: SpamFlag[] }
  | {
      verdict: 'reject';
      flags: SpamFlag[];
      reason: 'captcha';
      /** The form-level error to show the buyer. */
      message: string;
      status: 400;
      captchaFailure: CaptchaFailure;
    }
  | {
      verdict: 'reject';
      flags: SpamFlag[];
      reason: 'too_many';
      message: string;
      status: 429;
      /** Seconds until the address's window restarts (the Retry-After header). */
      retryAfterSeconds: number;
    };

/**
 * The policy of docs/decisions/009-anti-spam-policy.md in one place. A person can always recover from a
 * rejection (a new challenge, a later retry), so only the sender's own faults reject; everything that merely
 * looks like a bot, and every failure of ours, is accepted with a flag (decision 7).
 */
export function decideSubmission(input: {
  captcha: CaptchaCheck;
  honeypotFilled: boolean;
  tooFast: boolean;
  limits: LimitOutcome[];
}): Assessment {
  const { captcha } = input;
  const flags: SpamFlag[] = [];
  if (captcha.ok === false && captcha.reason !== 'store_unavailable') {
    return {
      verdict: 'reject',
      flags,
      reason: 'captcha',
      message: CAPTCHA_FAILED_MESSAGE,
      status: 400,
      captchaFailure: captcha.reason,
    };
  }
  if (captcha.ok === false) flags.push('captcha_store_unavailable');
  if (captcha.ok === 'skipped') flags.push('captcha_unverified');
  if (input.honeypotFilled) flags.push('honeypot');
  if (input.tooFast) flags.push('too_fast');
  if (input.limits.includes('over')) flags.push('rate_limited');
  if (input.limits.includes('unavailable')) flags.push('limiter_unavailable');
  return { verdict: 'accept', flags };
}

/**
 * Volume abuse (decision 035): the client address has sent more submissions to this site in the window than
 * any buyer does. Refused before anything else is checked or counted, so nothing is stored and no flag
 * counter (of this address, a contact or the site) moves.
 */
export function refuseTooMany(retryAfterSeconds: number): Assessment {
  return {
    verdict: 'reject',
    flags: [],
    reason: 'too_many',
    message: tooManySubmissionsMessage(retryAfterSeconds),
    status: 429,
    retryAfterSeconds,
  };
}
