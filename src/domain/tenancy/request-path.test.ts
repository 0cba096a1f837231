import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAppRoutePath, isSiteNeutralPath, routablePath } from './request-path';

describe('routablePath', () => {
  it('leaves well-formed paths exactly as sent', () => {
    for (const path of ['/cars/kia-sportage-1', '/search/used-cars/caf%C3%A9/', '/cars/a%2Fb', '/'])
      expect(routablePath(path)).toBe(path);
  });

  it("escapes the '%' of a segment that does not decode, and only that segment", () => {
    const escaped: [string, string][] = [
      ['/cars/%E0%A4%A', '/cars/%25E0%25A4%25A'],
      ['/cars/%FF/autogauge', '/cars/%25FF/autogauge'],
      ['/%', '/%25'],
      ['/search/%C3%A9/%C0%AF', '/search/%C3%A9/%25C0%25AF'],
    ];
    for (const [path, routable] of escaped) expect(routablePath(path)).toBe(routable);
  });

  it('escapes a segment that decodes to a NUL', () => {
    expect(routablePath('/cars/abc%00def')).toBe('/cars/abc%2500def');
  });

  it('always gives segments that decode, to the text the unusable segment was, without a NUL', () => {
    const segment = fc.oneof(
      fc.string(),
      fc.stringMatching(/^(%[0-9A-Fa-f]{0,2}|[a-z0-9-])*$/),
      fc.string().map((text) => encodeURIComponent(text)),
    );
    fc.assert(
      fc.property(fc.array(segment), (segments) => {
        const input = `/${segments.map((s) => s.replaceAll('/', '')).join('/')}`;
        const output = routablePath(input).split('/');
        input.split('/').forEach((original, i) => {
          const decoded = decodeURIComponent(output[i]!);
          expect(decoded.includes('\0')).toBe(false);
          if (output[i] !== original) expect(decoded).toBe(original);
        });
      }),
    );
  });
});

describe('isSiteNeutralPath', () => {
  it('is true for the JSON endpoints and generated media only', () => {
    for (const path of ['/api/search', '/media/logo/A/000000.svg'])
      expect(isSiteNeutralPath(path)).toBe(true);
    for (const path of ['/apis', '/cars/api']) expect(isSiteNeutralPath(path)).toBe(false);
  });
});

describe('isAppRoutePath', () => {
  it('is true where the path as sent can name an app route: /api, /media and the internal /sites', () => {
    const routes = [
      '/api/cars/x/similar',
      '/media/vehicle/suv/000000/side.svg',
      '/sites/summit.localhost/cars/x',
    ];
    for (const path of routes) expect(isAppRoutePath(path)).toBe(true);
    for (const path of ['/cars/x', '/sitesx']) expect(isAppRoutePath(path)).toBe(false);
  });
});
