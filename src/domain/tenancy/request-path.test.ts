import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAppRoutePath, isSiteNeutralPath, routablePath } from './request-path';

describe('routablePath', () => {
  it('leaves well-formed paths exactly as sent', () => {
    expect(routablePath('/cars/kia-sportage-1')).toBe('/cars/kia-sportage-1');
    expect(routablePath('/search/used-cars/caf%C3%A9/')).toBe('/search/used-cars/caf%C3%A9/');
    expect(routablePath('/cars/a%2Fb')).toBe('/cars/a%2Fb');
    expect(routablePath('/')).toBe('/');
  });

  it("escapes the '%' of a segment that does not decode, and only that segment", () => {
    expect(routablePath('/cars/%E0%A4%A')).toBe('/cars/%25E0%25A4%25A');
    expect(routablePath('/cars/%FF/autogauge')).toBe('/cars/%25FF/autogauge');
    expect(routablePath('/%')).toBe('/%25');
    expect(routablePath('/search/%C3%A9/%C0%AF')).toBe('/search/%C3%A9/%25C0%25AF');
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
    expect(isSiteNeutralPath('/api/search')).toBe(true);
    expect(isSiteNeutralPath('/media/logo/A/000000.svg')).toBe(true);
    expect(isSiteNeutralPath('/apis')).toBe(false);
    expect(isSiteNeutralPath('/cars/api')).toBe(false);
  });
});

describe('isAppRoutePath', () => {
  it('is true where the path as sent can name an app route: /api, /media and the internal /sites', () => {
    expect(isAppRoutePath('/api/cars/x/similar')).toBe(true);
    expect(isAppRoutePath('/media/vehicle/suv/000000/side.svg')).toBe(true);
    expect(isAppRoutePath('/sites/summit.localhost/cars/x')).toBe(true);
    expect(isAppRoutePath('/cars/x')).toBe(false);
    expect(isAppRoutePath('/sitesx')).toBe(false);
  });
});
