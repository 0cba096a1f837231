import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignInQuery } from '@/domain/account/sign-in-url';
import { codeDeliveryForThisFile, signInByPhone, twoSiteAccounts } from '@/server/auth/testing';
import { twoSitesForThisFile } from '@/server/db/testing/two-site-fixture';

const fixture = twoSitesForThisFile();
const delivery = codeDeliveryForThisFile();
const { request } = twoSiteAccounts(fixture);
// The page reads the request's cookies through next/headers: here, the buyer's session or none.
const browser = vi.hoisted(() => ({ cookie: '' }));
vi.mock('@/server/db', () => ({ getDb: async () => fixture.db }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'alpha.localhost:3000', cookie: browser.cookie }),
}));

const { default: SignInRoute } = await import('./page');

const HOSTILE = '/..//evil.example';

const open = (query: Record<string, string>) =>
  SignInRoute({ params: Promise.resolve({ host: 'alpha.localhost' }), searchParams: Promise.resolve(query) });

/** Where Next's redirect() sends the browser (its Location), read from the error it throws. */
async function redirectedTo(page: Promise<unknown>): Promise<string> {
  const error = (await page.then(
    () => ({}),
    (thrown: unknown) => thrown,
  )) as { digest?: string };
  const [code, , location, status] = (error.digest ?? '').split(';');
  expect({ code, status }).toEqual({ code: 'NEXT_REDIRECT', status: '307' });
  return location!;
}

describe('/sign-in refuses a redirect or back that normalises to another site', () => {
  it('sends a signed-out buyer home after the code, and Cancel goes home too', async () => {
    browser.cookie = '';
    const page = (await open({ redirect: HOSTILE, back: HOSTILE })) as ReactElement<{ query: SignInQuery }>;
    expect(page.props.query).toEqual({ type: 'account', redirect: '/', back: '/' });
    const cancel = /<a href="([^"]*)"[^>]*>Cancel<\/a>/.exec(renderToStaticMarkup(page));
    expect(cancel?.[1]).toBe('/');
  });

  it('keeps a same-site back when only the redirect is hostile, and the reverse', async () => {
    browser.cookie = '';
    const onlyRedirect = (await open({ redirect: HOSTILE, back: '/compare' })) as ReactElement<{
      query: SignInQuery;
    }>;
    expect(onlyRedirect.props.query).toEqual({ type: 'account', redirect: '/', back: '/compare' });
    const onlyBack = (await open({ redirect: '/my-garage', back: HOSTILE })) as ReactElement<{
      query: SignInQuery;
    }>;
    expect(onlyBack.props.query).toEqual({ type: 'account', redirect: '/my-garage', back: '/my-garage' });
  });

  describe('signed in', () => {
    beforeAll(async () => {
      browser.cookie = await signInByPhone(request('A'), delivery.dataDir, '0412 345 678');
    });

    it.each([
      ['a buyer', { redirect: HOSTILE, back: HOSTILE }],
      ['a console user', { type: 'console', redirect: HOSTILE, back: '/' }],
      ['anyone, encoded', { redirect: '/.%2e//evil.example' }],
    ])('sends %s home (307 Location: /), not to //evil.example', async (_, query) => {
      expect(await redirectedTo(open(query))).toBe('/');
    });

    it('still sends them on to a same-site redirect', async () => {
      expect(await redirectedTo(open({ type: 'console', redirect: '/console/leads' }))).toBe(
        '/console/leads',
      );
    });
  });
});
