import 'server-only';
import { APIError } from 'better-auth';
import { z } from 'zod';
import {
  parseSignInAddress,
  parseSignInCode,
  SIGN_IN_ADDRESS_ERRORS,
  signInChannels,
  type SignInAddress,
} from '@/domain/account/sign-in-address';
import { clearedSignedInHintCookie, signedInHintCookie } from '@/domain/account/signed-in-hint';
import type { Database } from '@/server/db/client';
import { log } from '@/server/logging';
import { currentBuyer } from './buyer-session';
import { SESSION_SECONDS, type AuthSite } from './site-auth';
import { siteAuthFor } from './site-auth-registry';
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

/** A handler's answer: status, JSON body, and headers (the session cookie, Retry-After). */
export type AccountAnswer = { status: number; body: Record<string, unknown>; headers?: Headers };

export type AccountRequest = {
  db: Database;
  site: AuthSite;
  origin: string;
  ip: string | null;
  /** The buyer's request headers: better-auth reads the session cookie from them. */
  headers: Headers;
};

const codeRequestSchema = z
  .object({ channel: z.enum(signInChannels), address: z.string().max(320) })
  .strict();
const verifySchema = codeRequestSchema.extend({ code: z.string().max(32) }).strict();

const INVALID_REQUEST: AccountAnswer = { status: 400, body: { error: 'Invalid request' } };
const UNAVAILABLE: AccountAnswer = {
  status: 503,
  body: { error: 'Sign-in is unavailable just now. Please try again in a minute.' },
};
/** One answer for a wrong, expired, used-up or unknown code: nothing tells which, or whether an account exists. */
const WRONG_CODE: AccountAnswer = {
  status: 400,
  body: { error: 'That code is not right or has expired. Check it, or ask for a new code.', field: 'code' },
};

/** A code that took all its wrong tries; a right code after them is refused too, so it must say so. */
const CODE_USED_UP: AccountAnswer = { status: 400, body: { error: CODE_USED_UP_MESSAGE, field: 'code' } };

const CODE_FORMAT: AccountAnswer = {
  status: 400,
  body: { error: 'Enter the 6-digit code we sent you', field: 'code' },
};

const isHttps = (request: AccountRequest) => request.origin.startsWith('https://');

const addressKey = (address: SignInAddress) =>
  address.channel === 'email' ? `email:${address.email}` : `phone:${address.phone}`;

const sentToOf = (address: SignInAddress) => (address.channel === 'email' ? address.email : address.phone);

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
async function codeRefused(request: AccountRequest, address: SignInAddress) {
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
async function checkCode(
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
function codeRefusal(error: APIError): AccountAnswer {
  return error.body?.code === 'TOO_MANY_ATTEMPTS' ? CODE_USED_UP : WRONG_CODE;
}

function parseAddress(body: { channel: 'email' | 'phone'; address: string }) {
  const address = parseSignInAddress(body.channel, body.address);
  if (address) return { ok: true as const, address };
  const answer: AccountAnswer = {
    status: 400,
    body: { error: SIGN_IN_ADDRESS_ERRORS[body.channel], field: 'address' },
  };
  return { ok: false as const, answer };
}

/**
 * `POST /api/account/sign-in/code` {channel, address}: sends a one-time code. Every valid address gets one
 * (an account is made when the code is used), so the answer never says whether an account exists.
 */
export async function requestSignInCode(request: AccountRequest, rawBody: unknown): Promise<AccountAnswer> {
  const body = codeRequestSchema.safeParse(rawBody);
  if (!body.success) return INVALID_REQUEST;
  const parsed = parseAddress(body.data);
  if (!parsed.ok) return parsed.answer;
  const { address } = parsed;
  const refused = await codeRefused(request, address);
  if (refused) return refused;
  try {
    const auth = await siteAuthFor(request.db, request.site, request.origin);
    if (address.channel === 'email') {
      await auth.api.sendVerificationOTP({ body: { email: address.email, type: 'sign-in' } });
    } else {
      await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: address.phone } });
    }
  } catch (error) {
    log.error({ siteId: request.site.id, channel: address.channel, err: error }, 'sign-in: code not sent');
    return {
      status: 503,
      body: { error: 'We could not send a code just now. Please try again in a minute.' },
    };
  }
  return { status: 200, body: { sent: true, channel: address.channel, sentTo: sentToOf(address) } };
}

/** `POST /api/account/sign-in/verify` {channel, address, code}: signs in (creating the account on first use). */
export async function verifySignInCode(request: AccountRequest, rawBody: unknown): Promise<AccountAnswer> {
  const body = verifySchema.safeParse(rawBody);
  if (!body.success) return INVALID_REQUEST;
  const parsed = parseAddress(body.data);
  if (!parsed.ok) return parsed.answer;
  const code = parseSignInCode(body.data.code);
  if (!code) return CODE_FORMAT;
  const { address } = parsed;
  return checkCode(request, () => signInWithCode(request, address, code));
}

async function signInWithCode(
  request: AccountRequest,
  address: SignInAddress,
  code: string,
): Promise<AccountAnswer> {
  try {
    const auth = await siteAuthFor(request.db, request.site, request.origin);
    const { headers } =
      address.channel === 'email'
        ? await auth.api.signInEmailOTP({
            body: { email: address.email, otp: code },
            headers: request.headers,
            returnHeaders: true,
          })
        : await auth.api.verifyPhoneNumber({
            body: { phoneNumber: address.phone, code },
            headers: request.headers,
            returnHeaders: true,
          });
    const answer = cookiesOnly(headers);
    answer.append('set-cookie', signedInHintCookie(SESSION_SECONDS, isHttps(request)));
    return { status: 200, body: { signedIn: true }, headers: answer };
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return codeRefusal(error);
    log.error({ siteId: request.site.id, err: error }, 'sign-in: code check failed');
    return UNAVAILABLE;
  }
}

const addPhoneSchema = z.object({ address: z.string().max(320), code: z.string().max(32) }).strict();

/**
 * `POST /api/account/phone/verify` {address, code}: puts a mobile, proven by its code, on the signed-in buyer's
 * account (the watchlist needs one, I-1). A mobile that is already another account's here is refused after
 * its code is proven, so only its owner learns that.
 */
export async function addPhoneToAccount(request: AccountRequest, rawBody: unknown): Promise<AccountAnswer> {
  const body = addPhoneSchema.safeParse(rawBody);
  if (!body.success) return INVALID_REQUEST;
  const parsed = parseAddress({ channel: 'phone', address: body.data.address });
  if (!parsed.ok) return parsed.answer;
  const code = parseSignInCode(body.data.code);
  if (!code) return CODE_FORMAT;
  if (parsed.address.channel !== 'phone') return INVALID_REQUEST;
  const { phone } = parsed.address;
  return checkCode(request, () => putPhoneOnAccount(request, phone, code));
}

async function putPhoneOnAccount(
  request: AccountRequest,
  phone: string,
  code: string,
): Promise<AccountAnswer> {
  try {
    const auth = await siteAuthFor(request.db, request.site, request.origin);
    await auth.api.verifyPhoneNumber({
      body: { phoneNumber: phone, code, updatePhoneNumber: true, disableSession: true },
      headers: request.headers,
    });
    return { status: 200, body: { phoneAdded: true } };
  } catch (error) {
    if (error instanceof APIError && error.body?.code === 'PHONE_NUMBER_EXIST') {
      return {
        status: 409,
        body: {
          error: 'This mobile already has its own account here. Sign out, then sign in with your mobile.',
          field: 'code',
        },
      };
    }
    if (error instanceof APIError && error.statusCode === 401) return SESSION_ENDED;
    if (error instanceof APIError && error.statusCode < 500) return codeRefusal(error);
    log.error({ siteId: request.site.id, err: error }, 'sign-in: adding a mobile failed');
    return UNAVAILABLE;
  }
}

const addEmailSchema = z.object({ address: z.string().max(320) }).strict();
const verifyEmailSchema = addEmailSchema.extend({ code: z.string().max(32) }).strict();

const HAS_EMAIL: AccountAnswer = {
  status: 409,
  body: { error: 'Your account has an email address already.', field: 'address' },
};
const SESSION_ENDED: AccountAnswer = {
  status: 401,
  body: { error: 'Your session has ended. Please sign in again.' },
};

/** The signed-in buyer of an account made by a mobile code (no email address yet), or the answer refusing. */
async function buyerWithoutEmail(request: AccountRequest): Promise<AccountAnswer | null> {
  const buyer = await currentBuyer(request.db, request.site, request.origin, request.headers);
  if (!buyer) return SESSION_ENDED;
  return buyer.email ? HAS_EMAIL : null;
}

/**
 * `POST /api/account/email/code` {address}: sends a code to the email address a signed-in buyer of an account
 * made by a mobile code wants to add (alert emails need one). An address that is already another account's
 * here gets no code, and the answer is the same: only the address's owner can learn that it has an account.
 */
export async function requestAddEmailCode(request: AccountRequest, rawBody: unknown): Promise<AccountAnswer> {
  const body = addEmailSchema.safeParse(rawBody);
  if (!body.success) return INVALID_REQUEST;
  const parsed = parseAddress({ channel: 'email', address: body.data.address });
  if (!parsed.ok) return parsed.answer;
  const refused = (await buyerWithoutEmail(request)) ?? (await codeRefused(request, parsed.address));
  if (refused) return refused;
  if (parsed.address.channel !== 'email') return INVALID_REQUEST;
  const { email } = parsed.address;
  try {
    const auth = await siteAuthFor(request.db, request.site, request.origin);
    await auth.api.requestEmailChangeEmailOTP({ body: { newEmail: email }, headers: request.headers });
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 401) return SESSION_ENDED;
    log.error({ siteId: request.site.id, err: error }, 'sign-in: email code not sent');
    return {
      status: 503,
      body: { error: 'We could not send a code just now. Please try again in a minute.' },
    };
  }
  return { status: 200, body: { sent: true, channel: 'email', sentTo: email } };
}

/** `POST /api/account/email/verify` {address, code}: puts the email address, proven by its code, on the account. */
export async function addEmailToAccount(request: AccountRequest, rawBody: unknown): Promise<AccountAnswer> {
  const body = verifyEmailSchema.safeParse(rawBody);
  if (!body.success) return INVALID_REQUEST;
  const parsed = parseAddress({ channel: 'email', address: body.data.address });
  if (!parsed.ok) return parsed.answer;
  const code = parseSignInCode(body.data.code);
  if (!code) return CODE_FORMAT;
  const refused = await buyerWithoutEmail(request);
  if (refused) return refused;
  if (parsed.address.channel !== 'email') return INVALID_REQUEST;
  const { email } = parsed.address;
  return checkCode(request, () => putEmailOnAccount(request, email, code));
}

async function putEmailOnAccount(
  request: AccountRequest,
  email: string,
  code: string,
): Promise<AccountAnswer> {
  try {
    const auth = await siteAuthFor(request.db, request.site, request.origin);
    const { headers } = await auth.api.changeEmailEmailOTP({
      body: { newEmail: email, otp: code },
      headers: request.headers,
      returnHeaders: true,
    });
    return { status: 200, body: { emailAdded: true }, headers: cookiesOnly(headers) };
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 401) return SESSION_ENDED;
    if (error instanceof APIError && error.statusCode < 500) return codeRefusal(error);
    log.error({ siteId: request.site.id, err: error }, 'sign-in: adding an email failed');
    return UNAVAILABLE;
  }
}

/** `POST /api/account/sign-out`: ends the session (a visitor without one is signed out already). */
export async function signOut(request: AccountRequest): Promise<AccountAnswer> {
  const cleared = () => new Headers({ 'set-cookie': clearedSignedInHintCookie(isHttps(request)) });
  try {
    const auth = await siteAuthFor(request.db, request.site, request.origin);
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    const answer = cookiesOnly(headers);
    for (const cookie of cleared().getSetCookie()) answer.append('set-cookie', cookie);
    return { status: 200, body: { signedOut: true }, headers: answer };
  } catch (error) {
    // Without a session (it ended, or never was) the visitor is signed out already.
    if (error instanceof APIError && error.statusCode < 500) {
      return { status: 200, body: { signedOut: true }, headers: cleared() };
    }
    log.error({ siteId: request.site.id, err: error }, 'sign-in: sign-out failed');
    return UNAVAILABLE;
  }
}

/** Only the cookies better-auth set are passed on; its other headers describe its own response. */
function cookiesOnly(source: Headers): Headers {
  const headers = new Headers();
  for (const cookie of source.getSetCookie()) headers.append('set-cookie', cookie);
  return headers;
}
