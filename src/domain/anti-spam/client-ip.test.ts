import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-ip';

describe('clientAddress (issue 14, finding 1)', () => {
  it('with no trusted proxy is the socket address, whatever X-Forwarded-For claims', () => {
    expect(clientAddress('6.6.6.6', '203.0.113.9', 0)).toBe('203.0.113.9');
    expect(clientAddress('garbage-1', '203.0.113.9', 0)).toBe('203.0.113.9');
    expect(clientAddress(null, '::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
  });

  it('with N trusted proxies takes the entry exactly N from the right of the chain ending at the socket', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
    expect(clientAddress('6.6.6.6, 203.0.113.7, 10.0.0.3', '10.0.0.2', 2)).toBe('203.0.113.7');
  });

  it('gives the leftmost entry when the chain is shorter than the trusted hops', () => {
    expect(clientAddress(null, '203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.7', '10.0.0.2', 3)).toBe('203.0.113.7');
  });

  it('without a known socket reads X-Forwarded-For alone (route handlers outside the production server)', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7', null, 0)).toBe('203.0.113.7');
    expect(clientAddress('6.6.6.6, 203.0.113.7', null, 1)).toBe('6.6.6.6');
  });

  it('refuses a chosen value that is not an IP address', () => {
    expect(clientAddress('garbage-1', '10.0.0.2', 1)).toBeNull();
    expect(clientAddress('203.0.113.7:443', null, 0)).toBeNull();
    expect(clientAddress('unknown', null, 0)).toBeNull();
  });

  it('folds IPv4-mapped IPv6 and case', () => {
    expect(clientAddress('::FFFF:203.0.113.7', null, 0)).toBe('203.0.113.7');
    expect(clientAddress('2001:DB8::1', null, 0)).toBe('2001:db8::1');
  });

  it('is null without any address', () => {
    expect(clientAddress(null, null, 0)).toBeNull();
    expect(clientAddress(' , ', null, 1)).toBeNull();
  });
});
