import { safeRedirectPath } from './safe-redirect-path';

/**
 * The sign-in page's address (B-26, B-47, I-19). `type` names what the visitor was doing when sign-in was
 * asked for; after signing in they go to `redirect`, and cancelling goes to `back`, both paths on this site.
 */
export const signInTypes = [
  'account',
  'watchlist',
  'checkout',
  'trade-in',
  'finance',
  'my-garage',
  'saved-search',
  'alerts',
  'console',
] as const;
export type SignInType = (typeof signInTypes)[number];

export const SIGN_IN_PATH = '/sign-in';

/** What the sign-in page says the visitor is signing in for. */
export const SIGN_IN_PURPOSES: Record<SignInType, string> = {
  account: 'Sign in to keep your saved cars on every device.',
  watchlist: 'Sign in to save cars to your watchlist.',
  checkout: 'Sign in to reserve this car.',
  'trade-in': 'Sign in to value your trade-in.',
  finance: 'Sign in to work out your finance.',
  'my-garage': 'Sign in to see your garage.',
  'saved-search': 'Sign in to save this search.',
  alerts: 'Sign in to get alerts by email.',
  console: 'Sign in with your staff email address to open the dealer console.',
};

export function isSignInType(value: string | null | undefined): value is SignInType {
  return (signInTypes as readonly string[]).includes(value ?? '');
}

/** `/sign-in?type=…&redirect=…&back=…`; B-26's watchlist link is `signInHref('watchlist', path)`. */
export function signInHref(type: SignInType, redirect: string, back: string = redirect): string {
  const query = new URLSearchParams({
    type,
    redirect: safeRedirectPath(redirect),
    back: safeRedirectPath(back),
  });
  return `${SIGN_IN_PATH}?${query.toString()}`;
}

export type SignInQuery = { type: SignInType; redirect: string; back: string };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The sign-in page's query, each part checked: an unknown type is 'account', an unsafe path is the home page. */
export function readSignInQuery(params: Record<string, string | string[] | undefined>): SignInQuery {
  const type = first(params.type);
  const redirect = safeRedirectPath(first(params.redirect));
  return {
    type: isSignInType(type) ? type : 'account',
    redirect,
    back: safeRedirectPath(first(params.back), redirect),
  };
}
