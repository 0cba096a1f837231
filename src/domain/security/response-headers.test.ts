import { describe, expect, it } from 'vitest';
import { securityHeaders } from './response-headers';

describe('securityHeaders (issue 14, finding 4)', () => {
  it('over HTTPS adds HSTS for two years with subdomains', () => {
    expect(securityHeaders(true)).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });
  });

  it('over plain HTTP leaves HSTS out', () => {
    expect(securityHeaders(false)).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});
