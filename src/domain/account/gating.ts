import { signInHref, type SignInType } from './sign-in-url';

export type GatedRoute = 'checkout' | 'tradeIn' | 'finance' | 'myGarage';

export type GatingConfig = {
  enabled: boolean;
  routes: readonly GatedRoute[];
  financeLinkWhen: 'never' | 'financeSummaryVisible' | 'always';
};

/** I-19: the sign-in `type` each gated route sends. */
export const GATED_SIGN_IN_TYPES: Record<GatedRoute, SignInType> = {
  checkout: 'checkout',
  tradeIn: 'trade-in',
  finance: 'finance',
  myGarage: 'my-garage',
};

export type GateRequest = {
  route: GatedRoute;
  signedIn: boolean;
  /** The path (and query) asked for: where sign-in returns to. */
  path: string;
  /** Where cancelling sign-in goes: the car's page for checkout, else the home page. */
  back: string;
  /** I-18: checkout needs the car; without a known slug the visitor stays on the page. */
  carSlugKnown?: boolean;
  /** B-24: whether the car the finance route is about shows its finance summary (false: no car named). */
  financeSummaryVisible?: boolean;
};

/** B-24: whether the finance route is gated for this car, by the site's `financeLinkWhen`. */
function financeGated(config: GatingConfig, summaryVisible: boolean): boolean {
  if (config.financeLinkWhen === 'always') return true;
  return config.financeLinkWhen === 'financeSummaryVisible' && summaryVisible;
}

/** Whether the site gates this route at all (before asking who is signed in). */
export function isRouteGated(config: GatingConfig, route: GatedRoute): boolean {
  return config.enabled && config.routes.includes(route);
}

/**
 * I-17 `gateRedirect`: the sign-in address a signed-out visitor is sent to from a gated route, or null when
 * they may stay: gating off, the route not gated, signed in, checkout without a known car (I-18), or a finance
 * route the site gates only for some cars (B-24).
 */
export function gateRedirect(config: GatingConfig, request: GateRequest): string | null {
  if (request.signedIn || !isRouteGated(config, request.route)) return null;
  if (request.route === 'checkout' && !request.carSlugKnown) return null;
  if (request.route === 'finance' && !financeGated(config, request.financeSummaryVisible ?? false))
    return null;
  return signInHref(GATED_SIGN_IN_TYPES[request.route], request.path, request.back);
}
