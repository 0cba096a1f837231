import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect-path';

const SITE = 'https://site.example';
const FALLBACK = '/fallback';

/** Starts with one `/` that is not followed by another slash or a backslash (a bare `/` is fine). */
const startsAsSitePath = (path: string) => /^\/(?![/\\])/.test(path);

/** Where a browser goes: on this site, and to a path that is not itself protocol-relative. */
function staysOnSite(path: string): boolean {
  const url = new URL(path, SITE);
  return url.origin === SITE && startsAsSitePath(url.pathname);
}

describe('safeRedirectPath: paths that become another site once normalised or decoded', () => {
  it.each([
    '/..//evil.example',
    '/../..//evil.example/path',
    '/a/..//evil.example',
    '/./..//evil.example',
    '/.%2e//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E/%2Fevil.example',
    '/..%2F%2Fevil.example',
    '/..%2f%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%255Cevil.example',
    '/..%252F%252Fevil.example',
    '/..\\/evil.example',
    '/cars/a\\b',
    '/%09/evil.example',
    '/\n/evil.example',
    '/x\u0000y',
    '/x%00y',
    '/x\u0085y',
    '/x%C2%85y',
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw, FALLBACK)).toBe(FALLBACK);
  });

  it.each([
    ['/cars/2020-kia-rio', '/cars/2020-kia-rio'],
    ['/search/used-cars?query=auto', '/search/used-cars?query=auto'],
    ['/search?q=a%2Fb', '/search?q=a%2Fb'],
    ['/search?q=100%25', '/search?q=100%25'],
    ['/search/caf%C3%A9', '/search/caf%C3%A9'],
    ['/my-garage#alerts', '/my-garage#alerts'],
    ['/cars/../my-garage', '/my-garage'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
  ])('keeps the same-site path %j as %j', (raw, expected) => {
    expect(safeRedirectPath(raw, FALLBACK)).toBe(expected);
  });
});

/** Pieces open redirects are made of: slashes, dots, encodings of them, control characters, schemes, hosts. */
const HOSTILE_PIECES = [
  ...['/', '//', '\\', '@', ':', '?', '#', 'a', 'evil.example', 'javascript:', 'http:', 'https:', 'data:'],
  ...['.', '..', '/..', '/../', '/./', '%2e', '%2E', '%2e%2e', '%252e'],
  ...['%2F', '%2f', '%5C', '%5c', '%252F', '%255C', '%3F', '%23', '%40', '%25', '%', '%0'],
  ...['\t', '\n', '\r', '\u0000', '\u007f', '\u0085', '%09', '%0A', '%0d', '%00', '%7F', '%C2%85'],
  ...[' ', '%20', '\u00a0', '\u3000', '\ufeff', '%C0%AF', '%E2%80%A8'],
];

const hostile = fc
  .array(fc.constantFrom(...HOSTILE_PIECES), { maxLength: 12 })
  .map((pieces) => pieces.join(''));
const hostileInput = fc.oneof(
  hostile,
  hostile.map((text) => `/${text}`),
);

describe('safeRedirectPath: properties', () => {
  it('gives the fallback or a path that stays on the site as written and after one decoding', () => {
    let kept = 0;
    fc.assert(
      fc.property(hostileInput, (raw) => {
        const result = safeRedirectPath(raw, FALLBACK);
        if (result === FALLBACK) return;
        kept += 1;
        expect(startsAsSitePath(result)).toBe(true);
        expect(staysOnSite(result)).toBe(true);
        const decoded = decodeURIComponent(result);
        expect(startsAsSitePath(decoded)).toBe(true);
        expect(staysOnSite(decoded)).toBe(true);
      }),
      { numRuns: 5000 },
    );
    // Not vacuous: some of the generated inputs are same-site paths and were kept.
    expect(kept).toBeGreaterThan(100);
  });

  it('keeps every ordinary path of the site exactly as it is', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const words = fc.stringMatching(/^[\w /:.@-]{0,20}$/);
    const path = fc.tuple(fc.array(segment, { maxLength: 5 }), fc.option(words)).map(([segments, query]) => {
      const search = query === null ? '' : `?q=${encodeURIComponent(query)}`;
      return `/${segments.join('/')}${search}`;
    });
    fc.assert(
      fc.property(path, (raw) => {
        expect(safeRedirectPath(raw, FALLBACK)).toBe(raw);
      }),
    );
  });
});
