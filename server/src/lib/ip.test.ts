import { describe, expect, it } from 'vitest';

import { maskIp, toIpKey } from './ip.js';

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

describe('maskIp', () => {
  it('hides the last part of an IPv4 address, mapped ones too', () => {
    expect(maskIp('203.0.113.7')).toBe('203.0.113.x');
    expect(maskIp('::ffff:203.0.113.254')).toBe('203.0.113.x');
    expect(maskIp('127.0.0.1')).toBe('127.0.0.x');
  });

  it('shows an IPv6 address as its /48', () => {
    expect(maskIp('2001:db8:abcd:12:1::1')).toBe('2001:db8:abcd::/48');
    expect(maskIp('2001:0DB8:0001:0012:ffff:ffff:ffff:ffff')).toBe(
      '2001:db8:1::/48',
    );
    expect(maskIp('::1')).toBe('0:0:0::/48');
  });

  it('shows nothing for what is not an address', () => {
    expect(maskIp('')).toBe('');
    expect(maskIp('unknown')).toBe('');
    expect(maskIp('203.0.113')).toBe('');
  });
});
