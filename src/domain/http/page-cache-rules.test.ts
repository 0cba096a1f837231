import { describe, expect, it } from 'vitest';
import { isCacheablePagePath, isStorablePage, pageCacheVariant } from './page-cache-rules';

const MB = 1024 * 1024;

describe('isCacheablePagePath', () => {
  it('takes the home, search and vehicle pages', () => {
    for (const path of [
      '/',
      '/search',
      '/search/used-cars',
      '/search/toyota/corolla',
      '/cars/2023-toyota-hiace-lwb-2wxfid',
      '/api/search',
    ])
      expect(isCacheablePagePath(path), path).toBe(true);
  });

  it('leaves every other page alone: forms, answers to a buyer, the trade-in page, sub-routes of a car', () => {
    for (const path of [
      '/success',
      '/finance',
      '/contact-us',
      '/cars',
      '/cars/',
      '/cars/trade-in',
      '/cars/x/autogauge',
      '/searching',
      '/api/search/instant',
      '/api/searches',
      '/api/leads',
      '/apply-for-finance',
    ])
      expect(isCacheablePagePath(path), path).toBe(false);
  });
});

describe('pageCacheVariant', () => {
  const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });

  it('names the encoding the client accepts and the scheme', () => {
    expect(pageCacheVariant(get('/search?page=2', { 'accept-encoding': 'gzip, deflate, br' }), false)).toBe(
      'gzip:http',
    );
    expect(pageCacheVariant(get('/'), true)).toBe('identity:https');
    expect(pageCacheVariant(get('/cars/a', { 'accept-encoding': 'br' }), false)).toBe('identity:http');
  });

  it('refuses other methods, the router’s own requests and pages outside the list', () => {
    expect(pageCacheVariant({ method: 'HEAD', url: '/', headers: {} }, false)).toBeNull();
    expect(pageCacheVariant({ method: 'POST', url: '/', headers: {} }, false)).toBeNull();
    for (const name of [
      'rsc',
      'next-router-state-tree',
      'next-router-prefetch',
      'next-router-segment-prefetch',
      'next-action',
    ])
      expect(pageCacheVariant(get('/', { [name]: '1' }), false), name).toBeNull();
    expect(pageCacheVariant(get('/success?lead=1'), false)).toBeNull();
    expect(pageCacheVariant({ method: 'GET', headers: {} }, false)).toBeNull();
  });

  it('refuses the server’s own 404 re-render of a page (issue 38, finding 7)', () => {
    expect(pageCacheVariant(get('/cars/sold', { 'x-forecourt-not-found-token': 'a1' }), false)).toBeNull();
  });
});

describe('isStorablePage', () => {
  const html = { 'content-type': 'text/html; charset=utf-8' };

  it('keeps a whole 200 HTML page or JSON answer within the size limit', () => {
    expect(isStorablePage(200, html, 1000, MB)).toBe(true);
    expect(isStorablePage(200, html, MB, MB)).toBe(true);
    expect(isStorablePage(200, { 'content-type': 'application/json' }, 1000, MB)).toBe(true);
    // How Next hands over a route handler's content type.
    expect(isStorablePage(200, { 'content-type': ['application/json'] }, 1000, MB)).toBe(true);
  });

  it('keeps no other status, no other type, no page setting a cookie, nothing empty or too large', () => {
    expect(isStorablePage(404, html, 1000, MB)).toBe(false);
    expect(isStorablePage(307, html, 1000, MB)).toBe(false);
    expect(isStorablePage(200, { 'content-type': 'text/plain' }, 1000, MB)).toBe(false);
    expect(isStorablePage(200, { 'content-type': ['text/plain'] }, 1000, MB)).toBe(false);
    expect(isStorablePage(400, { 'content-type': 'application/json' }, 1000, MB)).toBe(false);
    expect(isStorablePage(200, {}, 1000, MB)).toBe(false);
    expect(isStorablePage(200, { ...html, 'set-cookie': ['a=1'] }, 1000, MB)).toBe(false);
    expect(isStorablePage(200, html, 0, MB)).toBe(false);
    expect(isStorablePage(200, html, MB + 1, MB)).toBe(false);
  });
});
