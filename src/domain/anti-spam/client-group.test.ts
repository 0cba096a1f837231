import { describe, expect, it } from 'vitest';
import { clientGroup } from './client-group';

describe('clientGroup (issue 38, finding 4)', () => {
  it('is an IPv4 address itself', () => {
    expect(clientGroup('203.0.113.9')).toBe('203.0.113.9');
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    expect(clientGroup('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientGroup('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientGroup('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientGroup('::1')).toBe('0:0:0:0::/64');
    expect(clientGroup('64:ff9b::1.2.3.4')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps different /64 networks apart', () => {
    expect(clientGroup('2001:db8:1:3::1')).not.toBe(clientGroup('2001:db8:1:2::1'));
  });
});
