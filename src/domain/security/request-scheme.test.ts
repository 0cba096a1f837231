import { describe, expect, it } from 'vitest';
import { isHttpsRequest } from './request-scheme';

describe('isHttpsRequest (HSTS, issue 14 finding 4)', () => {
  it('with no trusted proxy is the socket’s own encryption, whatever X-Forwarded-Proto claims', () => {
    expect(isHttpsRequest('https', false, 0)).toBe(false);
    expect(isHttpsRequest(null, true, 0)).toBe(true);
    expect(isHttpsRequest('http', true, 0)).toBe(true);
  });

  it('with N trusted proxies reads the entry exactly N from the right', () => {
    expect(isHttpsRequest('https', false, 1)).toBe(true);
    expect(isHttpsRequest('HTTPS', false, 1)).toBe(true);
    expect(isHttpsRequest('http', false, 1)).toBe(false);
    expect(isHttpsRequest('https, http', false, 1)).toBe(false);
    expect(isHttpsRequest('http, https', false, 1)).toBe(true);
    expect(isHttpsRequest('https, https, http', false, 2)).toBe(true);
    expect(isHttpsRequest('http, https, http', false, 2)).toBe(true);
  });

  it('gives the leftmost entry when fewer than N, and not HTTPS when the proxy sent none', () => {
    expect(isHttpsRequest('https', false, 3)).toBe(true);
    expect(isHttpsRequest(null, true, 1)).toBe(false);
    expect(isHttpsRequest(' , ', false, 1)).toBe(false);
  });
});
