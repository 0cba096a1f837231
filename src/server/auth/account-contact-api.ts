import 'server-only';
import { APIError } from 'better-auth';
import { z } from 'zod';
import { parseSignInCode } from '@/domain/account/sign-in-address';
import { log } from '@/server/logging';
import {
  CODE_FORMAT,
  CODE_NOT_SENT,
  cookiesOnly,
  INVALID_REQUEST,
  parseAddress,
  SESSION_ENDED,
  UNAVAILABLE,
  type AccountAnswer,
  type AccountRequest,
} from './account-request';
import { currentBuyer } from './buyer-session';
import { checkCode, codeRefusal, codeRefused } from './code-checks';
import { siteAuthFor } from './site-auth-registry';

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
    return CODE_NOT_SENT;
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
