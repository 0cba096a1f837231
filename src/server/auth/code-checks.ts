import 'server-only';
import type { APIError } from 'better-auth';
import type { SignInAddress } from '@/domain/account/sign-in-address';
import { sentToOf, UNAVAILABLE, type AccountAnswer, type AccountRequest } from './account-request';
import {
  admitCodeCheck,
  admitCodeRequest,
  forgiveCodeCheck,
  type SignInLimitOutcome,
} from './sign-in-limits';
import {
  CODE_USED_UP_MESSAGE,
  codeSentRecentlyMessage,
  tooManyCodesMessage,
  tooManyWrongCodesMessage,
} from './sign-in-messages';

/** One answer for a wrong, expired, used-up or unknown code: nothing tells which, or whether an account exists. */
const WRONG_CODE: AccountAnswer = {
  status: 400,
  body: { error: 'That code is not right or has expired. Check it, or ask for a new code.', field: 'code' },
};

/** A code that took all its wrong tries; a right code after them is refused too, so it must say so. */
const CODE_USED_UP: AccountAnswer = { status: 400, body: { error: CODE_USED_UP_MESSAGE, field: 'code' } };

const addressKey = (address: SignInAddress) =>
  address.channel === 'email' ? `email:${address.email}` : `phone:${address.phone}`;

function refusal(outcome: SignInLimitOutcome, message: (retryAfterSeconds: number) => string) {
  if (outcome.ok) return null;
  if (outcome.reason === 'unavailable') return UNAVAILABLE;
  return {
    status: 429,
    body: { error: message(outcome.retryAfterSeconds) },
    headers: new Headers({ 'retry-after': String(outcome.retryAfterSeconds) }),
  } satisfies AccountAnswer;
}

/** The answer refusing a code for `address` just now, or null to send it. */
export async function codeRefused(request: AccountRequest, address: SignInAddress) {
  const subject = { address: addressKey(address), ip: request.ip };
  const outcome = await admitCodeRequest(request.db, request.site.id, subject);
  return refusal(outcome, (seconds) =>
    !outcome.ok && outcome.reason === 'account'
      ? codeSentRecentlyMessage(sentToOf(address), seconds)
      : tooManyCodesMessage(seconds),
  );
}

/**
 * Runs one code check the client's wrong-code limit admits. Only a wrong or used-up code stays counted: a
 * stranger's wrong codes slow down the stranger, never the account's owner on another connection.
 */
export async function checkCode(
  request: AccountRequest,
  check: () => Promise<AccountAnswer>,
): Promise<AccountAnswer> {
  const refused = refusal(
    await admitCodeCheck(request.db, request.site.id, request.ip),
    tooManyWrongCodesMessage,
  );
  if (refused) return refused;
  const answer = await check();
  if (answer !== WRONG_CODE && answer !== CODE_USED_UP) {
    await forgiveCodeCheck(request.db, request.site.id, request.ip);
  }
  return answer;
}

/** A code better-auth refused: used up (its wrong tries spent), or wrong, expired, used or unknown alike. */
export function codeRefusal(error: APIError): AccountAnswer {
  return error.body?.code === 'TOO_MANY_ATTEMPTS' ? CODE_USED_UP : WRONG_CODE;
}
