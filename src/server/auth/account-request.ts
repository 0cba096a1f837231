import 'server-only';
import {
  parseSignInAddress,
  SIGN_IN_ADDRESS_ERRORS,
  type SignInAddress,
} from '@/domain/account/sign-in-address';
import type { Database } from '@/server/db/client';
import type { AuthSite } from './site-auth';

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

export const INVALID_REQUEST: AccountAnswer = { status: 400, body: { error: 'Invalid request' } };
export const UNAVAILABLE: AccountAnswer = {
  status: 503,
  body: { error: 'Sign-in is unavailable just now. Please try again in a minute.' },
};
export const CODE_FORMAT: AccountAnswer = {
  status: 400,
  body: { error: 'Enter the 6-digit code we sent you', field: 'code' },
};
export const SESSION_ENDED: AccountAnswer = {
  status: 401,
  body: { error: 'Your session has ended. Please sign in again.' },
};
export const CODE_NOT_SENT: AccountAnswer = {
  status: 503,
  body: { error: 'We could not send a code just now. Please try again in a minute.' },
};

export const isHttps = (request: AccountRequest) => request.origin.startsWith('https://');

export const sentToOf = (address: SignInAddress) =>
  address.channel === 'email' ? address.email : address.phone;

export function parseAddress(body: { channel: 'email' | 'phone'; address: string }) {
  const address = parseSignInAddress(body.channel, body.address);
  if (address) return { ok: true as const, address };
  const answer: AccountAnswer = {
    status: 400,
    body: { error: SIGN_IN_ADDRESS_ERRORS[body.channel], field: 'address' },
  };
  return { ok: false as const, answer };
}

/** Only the cookies better-auth set are passed on; its other headers describe its own response. */
export function cookiesOnly(source: Headers): Headers {
  const headers = new Headers();
  for (const cookie of source.getSetCookie()) headers.append('set-cookie', cookie);
  return headers;
}
