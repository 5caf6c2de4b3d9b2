import { describe, expect, it } from 'vitest';

import { toIpKey } from './ip.js';

describe('toIpKey', () => {
  it('keeps IPv4 addresses and unwraps mapped ones', () => {
    expect(toIpKey('203.0.113.7')).toBe('203.0.113.7');
    expect(toIpKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by /64', () => {
    expect(toIpKey('2001:db8:abcd:12:1::1')).toBe('2001:db8:abcd:12::/64');
    expect(toIpKey('2001:0db8:abcd:0012:ffff:ffff:ffff:ffff')).toBe(
      '2001:db8:abcd:12::/64',
    );
    expect(toIpKey('::1')).toBe('0:0:0:0::/64');
  });
});
