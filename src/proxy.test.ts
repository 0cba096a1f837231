import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPagePolicy } from '@/domain/security/content-security-policy';
import { proxy } from './proxy';

function nonceOf(response: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
}

function directive(response: Response, name: string): string | undefined {
  return response.headers
    .get('content-security-policy')
    ?.split('; ')
    .find((part) => part.startsWith(`${name} `));
}

/** Where the proxy sends a request: the rewrite target's path and query, or null when it passes through. */
function routeOf(
  url: string,
  host = 'summit.localhost',
  headers: Record<string, string> = {},
): string | null {
  const response = proxy(new NextRequest(url, { headers: { host, ...headers } }));
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (rewrite === null) return null;
  const target = new URL(rewrite);
  return `${target.pathname}${target.search}`;
}

describe('proxy', () => {
  it('rewrites a site path to /sites/{host}/…, keeping the query', () => {
    expect(routeOf('http://summit.localhost:3000/cars/kia-1?enquire=1')).toBe(
      '/sites/summit.localhost/cars/kia-1?enquire=1',
    );
    expect(routeOf('http://summit.localhost:3000/')).toBe('/sites/summit.localhost');
  });

  it('tells the site routes the path asked for in x-forecourt-path, replacing any the client sent', () => {
    const request = new NextRequest('http://summit.localhost/cars/sold-car?x=1', {
      headers: { host: 'summit.localhost', 'x-forecourt-path': '/forged' },
    });
    expect(proxy(request).headers.get('x-middleware-request-x-forecourt-path')).toBe('/cars/sold-car');
  });

  it('serves /robots.txt, /sitemap.xml and /favicon.ico per site', () => {
    expect(routeOf('http://summit.localhost/robots.txt')).toBe('/sites/summit.localhost/robots.txt');
    expect(routeOf('http://summit.localhost/sitemap.xml')).toBe('/sites/summit.localhost/sitemap.xml');
    expect(routeOf('http://summit.localhost/favicon.ico')).toBe('/sites/summit.localhost/favicon.ico');
  });

  it('passes /api and /media through untouched', () => {
    expect(routeOf('http://summit.localhost/api/search?make=Kia')).toBeNull();
    expect(routeOf('http://summit.localhost/media/logo/Summit/0f4c81.svg')).toBeNull();
  });

  // Issue 12: these answered a bare 500 (Next could not decode the route param; a NUL failed the query).
  it('escapes malformed percent-encoding and NULs in site paths, so the site route 404s the literal text', () => {
    expect(routeOf('http://summit.localhost/cars/%E0%A4%A')).toBe(
      '/sites/summit.localhost/cars/%25E0%25A4%25A',
    );
    expect(routeOf('http://summit.localhost/cars/%FF')).toBe('/sites/summit.localhost/cars/%25FF');
    expect(routeOf('http://summit.localhost/cars/a%00b')).toBe('/sites/summit.localhost/cars/a%2500b');
    expect(routeOf('http://summit.localhost/%')).toBe('/sites/summit.localhost/%25');
  });

  it('answers 400 itself for a malformed path that already names an app route (/api, /media, /sites)', async () => {
    for (const path of [
      '/api/cars/%FF/similar',
      '/api/cars/%00/view.json',
      '/media/logo/%C0%AF/0f4c81.svg',
      '/sites/x/%FF',
    ]) {
      const response = proxy(
        new NextRequest(`http://summit.localhost${path}`, { headers: { host: 'summit.localhost' } }),
      );
      expect(response.status, path).toBe(400);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(await response.json()).toEqual({ error: 'Malformed URL path' });
    }
  });

  it('sends unknown hosts and direct /sites/… paths to a host that cannot exist', () => {
    expect(routeOf('http://x/cars/1', 'bad_host!')).toBe('/sites/_/cars/1');
    expect(routeOf('http://summit.localhost/sites/redgum.localhost/')).toBe(
      '/sites/_/sites/redgum.localhost/',
    );
  });

  describe('Content-Security-Policy (issue 14 finding 4, decision 033)', () => {
    const page = (headers: Record<string, string> = {}) =>
      proxy(
        new NextRequest('http://summit.localhost/cars/kia-1', {
          headers: { host: 'summit.localhost', ...headers },
        }),
      );

    it('sends a site page’s policy with a new nonce, and gives Next the same policy to put it on its scripts', () => {
      const response = page();
      const policy = response.headers.get('content-security-policy')!;
      const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
      expect(policy).toBe(buildPagePolicy({ nonce, frameAncestors: [], isDevelopment: false }));
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
      expect(nonceOf(page())).not.toBe(nonce);
    });

    it('replaces a policy the client sent with the request', () => {
      const response = page({ 'content-security-policy': "script-src 'nonce-forged0000000000000'" });
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(
        response.headers.get('content-security-policy'),
      );
      expect(nonceOf(response)).not.toBe('forged0000000000000');
    });

    it('lets the origins the production server resolved for the site frame it, and nothing else', () => {
      const framed = page({
        'x-forecourt-frame-ancestors': 'https://portal.example http://partner.localhost:3160',
      });
      expect(directive(framed, 'frame-ancestors')).toBe(
        'frame-ancestors https://portal.example http://partner.localhost:3160',
      );
      const forged = page({ 'x-forecourt-frame-ancestors': "* ; script-src 'unsafe-inline'" });
      expect(directive(forged, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(forged, 'script-src')).toBe(
        `script-src 'self' 'nonce-${nonceOf(forged)}' 'strict-dynamic'`,
      );
    });

    it('leaves /api and /media to answer without a page policy', () => {
      for (const path of ['/api/search', '/media/logo/Summit/0f4c81.svg']) {
        const response = proxy(
          new NextRequest(`http://summit.localhost${path}`, { headers: { host: 'summit.localhost' } }),
        );
        expect(response.headers.get('content-security-policy'), path).toBeNull();
      }
    });
  });

  describe('the server’s second request for a 404 (decision 027)', () => {
    afterEach(() => {
      delete process.env.FORECOURT_NOT_FOUND_TOKEN;
    });

    it('goes to the site’s 404 page when it carries the server’s token', () => {
      process.env.FORECOURT_NOT_FOUND_TOKEN = 'c0ffee';
      const token = { 'x-forecourt-not-found-token': 'c0ffee' };
      expect(routeOf('http://summit.localhost/cars/sold-car?x=1', 'summit.localhost', token)).toBe(
        '/sites/summit.localhost/page-not-found',
      );
    });

    it('is routed as usual with another token, or when the server set none', () => {
      process.env.FORECOURT_NOT_FOUND_TOKEN = 'c0ffee';
      const forged = { 'x-forecourt-not-found-token': 'c0ffe' };
      expect(routeOf('http://summit.localhost/cars/sold-car', 'summit.localhost', forged)).toBe(
        '/sites/summit.localhost/cars/sold-car',
      );
      delete process.env.FORECOURT_NOT_FOUND_TOKEN;
      expect(
        routeOf('http://summit.localhost/cars/x', 'summit.localhost', { 'x-forecourt-not-found-token': '' }),
      ).toBe('/sites/summit.localhost/cars/x');
    });
  });
});
