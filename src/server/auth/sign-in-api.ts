import 'server-only';
import { APIError } from 'better-auth';
import { z } from 'zod';
import { parseSignInCode, signInChannels, type SignInAddress } from '@/domain/account/sign-in-address';
import { clearedSignedInHintCookie, signedInHintCookie } from '@/domain/account/signed-in-hint';
import { log } from '@/server/logging';
import {
  CODE_FORMAT,
  CODE_NOT_SENT,
  cookiesOnly,
  INVALID_REQUEST,
  isHttps,
  parseAddress,
  sentToOf,
  UNAVAILABLE,
  type AccountAnswer,
  type AccountRequest,
} from './account-request';
import { checkCode, codeRefusal, codeRefused } from './code-checks';
import { SESSION_SECONDS } from './site-auth';
import { siteAuthFor } from './site-auth-registry';

const codeRequestSchema = z
  .object({ channel: z.enum(signInChannels), address: z.string().max(320) })
  .strict();
const verifySchema = codeRequestSchema.extend({ code: z.string().max(32) }).strict();

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
    return CODE_NOT_SENT;
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
