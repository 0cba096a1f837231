import { describe, expect, it } from 'vitest';
import { clientIpFromForwardedFor } from './client-ip';

describe('clientIpFromForwardedFor', () => {
  it('takes the entry the nearest trusted proxy appended', () => {
    expect(clientIpFromForwardedFor('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientIpFromForwardedFor('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
  });

  it('falls back to the leftmost entry when fewer hops than trusted proxies are present', () => {
    expect(clientIpFromForwardedFor('203.0.113.7', 3)).toBe('203.0.113.7');
  });

  it('treats zero trusted hops like one: the rightmost entry is the best guess there is', () => {
    expect(clientIpFromForwardedFor('6.6.6.6, 203.0.113.7', 0)).toBe('203.0.113.7');
  });

  it('folds IPv4-mapped IPv6 and case', () => {
    expect(clientIpFromForwardedFor('::FFFF:203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientIpFromForwardedFor('2001:DB8::1', 1)).toBe('2001:db8::1');
  });

  it('is null without a usable header', () => {
    expect(clientIpFromForwardedFor(null, 1)).toBeNull();
    expect(clientIpFromForwardedFor(' , ', 1)).toBeNull();
  });
});
