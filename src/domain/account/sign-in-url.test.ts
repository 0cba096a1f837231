import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect-path';
import { readSignInQuery, signInHref } from './sign-in-url';

describe('safeRedirectPath', () => {
  it.each([
    ['/cars/2020-kia-rio', '/cars/2020-kia-rio'],
    ['/search?make=Kia&page=2', '/search?make=Kia&page=2'],
    ['/my-garage#saved', '/my-garage#saved'],
    ['/', '/'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    'http://evil.example',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
    'evil.example',
    '/\t/evil.example',
    '/ /evil.example',
    '/%0d%0aSet-Cookie:x=1',
    '/%E0%A4%A',
    '',
    `/${'a'.repeat(2001)}`,
  ])('refuses %j and falls back to the home page', (raw) => {
    expect(safeRedirectPath(raw)).toBe('/');
  });

  it('falls back to the given path', () => {
    expect(safeRedirectPath(null, '/my-garage')).toBe('/my-garage');
    expect(safeRedirectPath('//x.example', '/cars/a')).toBe('/cars/a');
  });
});

describe('signInHref', () => {
  it("builds B-26's watchlist sign-in URL with redirect and back", () => {
    expect(signInHref('watchlist', '/cars/2020-kia-rio')).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2F2020-kia-rio&back=%2Fcars%2F2020-kia-rio',
    );
    expect(signInHref('checkout', '/cars/a/checkout?x=1', '/cars/a')).toBe(
      '/sign-in?type=checkout&redirect=%2Fcars%2Fa%2Fcheckout%3Fx%3D1&back=%2Fcars%2Fa',
    );
  });

  it('never carries an off-site address', () => {
    expect(signInHref('account', 'https://evil.example')).toBe('/sign-in?type=account&redirect=%2F&back=%2F');
  });
});

describe('readSignInQuery', () => {
  it('reads type, redirect and back (B-47)', () => {
    expect(readSignInQuery({ type: 'watchlist', redirect: '/cars/a', back: '/search' })).toEqual({
      type: 'watchlist',
      redirect: '/cars/a',
      back: '/search',
    });
  });

  it('makes an unknown type "account", refuses unsafe paths, and cancels to redirect when back is missing', () => {
    expect(readSignInQuery({ type: 'admin', redirect: '//evil.example', back: undefined })).toEqual({
      type: 'account',
      redirect: '/',
      back: '/',
    });
    expect(readSignInQuery({ type: ['finance', 'x'], redirect: '/apply-for-finance?car_id=3' })).toEqual({
      type: 'finance',
      redirect: '/apply-for-finance?car_id=3',
      back: '/apply-for-finance?car_id=3',
    });
  });
});
