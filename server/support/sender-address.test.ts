import { describe, expect, it } from 'vitest';
import { senderAddressKey } from './sender-address';

describe('senderAddressKey', () => {
  it('keeps an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(senderAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(senderAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64 network', () => {
    expect(senderAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(senderAddressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(senderAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });
});
