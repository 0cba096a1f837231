import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './cross-site';

const headers = (entries: Record<string, string>) => new Headers(entries);
const OWN = 'alpha.localhost:3000';

describe('isCrossSiteRequest', () => {
  it('refuses another origin, an opaque one, and a browser-declared cross-site request', () => {
    expect(isCrossSiteRequest(headers({ origin: 'https://evil.example' }), OWN)).toBe(true);
    expect(isCrossSiteRequest(headers({ origin: 'http://bravo.localhost:3000' }), OWN)).toBe(true);
    expect(isCrossSiteRequest(headers({ origin: 'http://alpha.localhost:3001' }), OWN)).toBe(true);
    expect(isCrossSiteRequest(headers({ origin: 'null' }), OWN)).toBe(true);
    expect(isCrossSiteRequest(headers({ 'sec-fetch-site': 'cross-site' }), OWN)).toBe(true);
  });

  it('accepts the site itself over either scheme, and requests without either header', () => {
    expect(
      isCrossSiteRequest(
        headers({ origin: 'http://alpha.localhost:3000', 'sec-fetch-site': 'same-origin' }),
        OWN,
      ),
    ).toBe(false);
    expect(isCrossSiteRequest(headers({ origin: 'https://alpha.localhost:3000' }), OWN)).toBe(false);
    expect(
      isCrossSiteRequest(headers({ origin: 'http://ALPHA.localhost:3000' }), 'Alpha.localhost:3000'),
    ).toBe(false);
    expect(isCrossSiteRequest(headers({}), OWN)).toBe(false);
  });
});
