import { describe, expect, it } from 'vitest';
import { gateRedirect, isRouteGated, type GatingConfig } from './gating';

const ON: GatingConfig = {
  enabled: true,
  routes: ['checkout', 'tradeIn', 'finance', 'myGarage'],
  financeLinkWhen: 'financeSummaryVisible',
};
const signedOut = { signedIn: false, back: '/' };

describe('gateRedirect (I-17 … I-19, B-24)', () => {
  it('sends a signed-out visitor of each gated route to sign-in with its type', () => {
    expect(gateRedirect(ON, { ...signedOut, route: 'tradeIn', path: '/trade-in' })).toBe(
      '/sign-in?type=trade-in&redirect=%2Ftrade-in&back=%2F',
    );
    expect(gateRedirect(ON, { ...signedOut, route: 'myGarage', path: '/my-garage' })).toBe(
      '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F',
    );
    expect(
      gateRedirect(ON, {
        signedIn: false,
        route: 'checkout',
        path: '/cars/a/checkout',
        back: '/cars/a',
        carSlugKnown: true,
      }),
    ).toBe('/sign-in?type=checkout&redirect=%2Fcars%2Fa%2Fcheckout&back=%2Fcars%2Fa');
  });

  it('lets the visitor stay when gating is off, the route is not gated, or they are signed in', () => {
    const request = { ...signedOut, route: 'tradeIn' as const, path: '/trade-in' };
    expect(gateRedirect({ ...ON, enabled: false }, request)).toBeNull();
    expect(gateRedirect({ ...ON, routes: ['checkout'] }, request)).toBeNull();
    expect(gateRedirect(ON, { ...request, signedIn: true })).toBeNull();
  });

  it('I-18: skips the checkout redirect when the car is not known', () => {
    expect(gateRedirect(ON, { ...signedOut, route: 'checkout', path: '/cars/x/checkout' })).toBeNull();
  });

  it.each([
    [
      'financeSummaryVisible',
      true,
      '/sign-in?type=finance&redirect=%2Fapply-for-finance%3Fcar_id%3D3&back=%2F',
    ],
    ['financeSummaryVisible', false, null],
    ['always', false, '/sign-in?type=finance&redirect=%2Fapply-for-finance%3Fcar_id%3D3&back=%2F'],
    ['never', true, null],
  ] as const)('B-24: financeLinkWhen %s, summary visible %s', (financeLinkWhen, visible, expected) => {
    const request = {
      ...signedOut,
      route: 'finance' as const,
      path: '/apply-for-finance?car_id=3',
      financeSummaryVisible: visible,
    };
    expect(gateRedirect({ ...ON, financeLinkWhen }, request)).toBe(expected);
  });

  it('isRouteGated needs the switch on and the route listed', () => {
    expect(isRouteGated(ON, 'finance')).toBe(true);
    expect(isRouteGated({ ...ON, enabled: false }, 'finance')).toBe(false);
    expect(isRouteGated({ ...ON, routes: [] }, 'finance')).toBe(false);
  });
});
