import { describe, expect, it } from 'vitest';
import {
  buildPagePolicy,
  formatFrameAncestors,
  nonceOfPolicy,
  parseFrameAncestors,
} from './content-security-policy';
import { createNonce } from './nonce';

const NONCE = 'AAECAwQFBgcICQoLDA0ODw==';

describe('buildPagePolicy (issue 14, finding 4)', () => {
  it('allows scripts by nonce only, and no other site to frame the page, by default', () => {
    expect(buildPagePolicy({ nonce: NONCE, frameAncestors: [], isDevelopment: false })).toBe(
      "default-src 'self'; " +
        "script-src 'self' 'nonce-AAECAwQFBgcICQoLDA0ODw==' 'strict-dynamic'; " +
        "style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob: https:; " +
        "media-src 'self' https:; " +
        "font-src 'self'; " +
        "connect-src 'self'; " +
        "frame-src 'self' https:; " +
        "worker-src 'self' blob:; " +
        "object-src 'none'; " +
        "base-uri 'self'; " +
        "form-action 'self'; " +
        "frame-ancestors 'none'",
    );
  });

  it('lets the site’s allowed origins frame it', () => {
    const policy = buildPagePolicy({
      nonce: NONCE,
      frameAncestors: ['https://portal.example', 'http://partner.localhost:3160'],
      isDevelopment: false,
    });
    expect(policy.split('; ').at(-1)).toBe(
      'frame-ancestors https://portal.example http://partner.localhost:3160',
    );
  });

  it('adds unsafe-eval for next dev only, and never unsafe-inline for scripts', () => {
    const dev = buildPagePolicy({ nonce: NONCE, frameAncestors: [], isDevelopment: true });
    expect(dev.split('; ')[1]).toBe(`script-src 'self' 'nonce-${NONCE}' 'strict-dynamic' 'unsafe-eval'`);
    const production = buildPagePolicy({ nonce: NONCE, frameAncestors: [], isDevelopment: false });
    expect(production).not.toContain('unsafe-eval');
    expect(production.split('; ')[1]).not.toContain('unsafe-inline');
  });

  it('refuses a nonce that could change the policy', () => {
    for (const nonce of ['', 'short', "x' 'unsafe-inline", 'AAECAwQFBgcICQoLDA0ODw==; script-src *']) {
      expect(() => buildPagePolicy({ nonce, frameAncestors: [], isDevelopment: false }), nonce).toThrow(
        'a CSP nonce must be base64 from createNonce',
      );
    }
  });
});

describe('nonceOfPolicy', () => {
  it('reads the nonce back from the policy, as Next does for its own scripts', () => {
    const nonce = createNonce();
    expect(nonceOfPolicy(buildPagePolicy({ nonce, frameAncestors: [], isDevelopment: false }))).toBe(nonce);
    expect(nonceOfPolicy(null)).toBeNull();
    expect(nonceOfPolicy("script-src 'self'")).toBeNull();
  });
});

describe('createNonce', () => {
  it('is 16 random bytes in base64, new each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(atob(nonce)).toHaveLength(16);
    }
  });
});

describe('the frame-ancestors request header', () => {
  it('round-trips the configured origins', () => {
    const origins = ['https://portal.example', 'http://partner.localhost:3160'];
    expect(formatFrameAncestors(origins)).toBe('https://portal.example http://partner.localhost:3160');
    expect(parseFrameAncestors(formatFrameAncestors(origins))).toEqual(origins);
    expect(parseFrameAncestors('')).toEqual([]);
    expect(parseFrameAncestors(null)).toEqual([]);
  });

  it('drops anything that is not an origin, so a header can never add a directive or a wildcard', () => {
    expect(
      parseFrameAncestors("https://ok.example ; script-src * 'unsafe-inline' https://*.example https: *"),
    ).toEqual(['https://ok.example']);
  });
});
