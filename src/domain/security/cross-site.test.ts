import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './cross-site';

const headers = (entries: Record<string, string>) => new Headers(entries);
const OWN = 'http://alpha.localhost:3000';

describe('isCrossSiteRequest', () => {
  it('refuses another origin and a browser-declared cross-site request', () => {
    expect(isCrossSiteRequest(headers({ origin: 'https://evil.example' }), OWN)).toBe(true);
    expect(isCrossSiteRequest(headers({ origin: 'http://bravo.localhost:3000' }), OWN)).toBe(true);
    expect(isCrossSiteRequest(headers({ 'sec-fetch-site': 'cross-site' }), OWN)).toBe(true);
  });

  it('accepts the site itself and requests without either header', () => {
    expect(isCrossSiteRequest(headers({ origin: OWN, 'sec-fetch-site': 'same-origin' }), OWN)).toBe(false);
    expect(isCrossSiteRequest(headers({}), OWN)).toBe(false);
  });
});
