import { describe, expect, it } from 'vitest';
import { storableAddressOf, throttleAddressOf } from './client-address';

describe('throttleAddressOf', () => {
  it('keeps an IPv4 address, also written IPv4-mapped', () => {
    expect(throttleAddressOf('203.0.113.5')).toBe('203.0.113.5');
    expect(throttleAddressOf('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(throttleAddressOf('::ffff:cb00:7105')).toBe('203.0.113.5');
  });

  it('groups an IPv6 /64, however the address is written', () => {
    expect(throttleAddressOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddressOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(throttleAddressOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(throttleAddressOf('::1')).toBe('::/64');
  });

  it('leaves anything else as it came', () => {
    expect(throttleAddressOf('unknown')).toBe('unknown');
  });
});

describe('storableAddressOf', () => {
  it('keeps real addresses, normalised, and drops anything else', () => {
    expect(storableAddressOf('198.51.100.7')).toBe('198.51.100.7');
    expect(storableAddressOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(storableAddressOf('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(storableAddressOf('pas-une-adresse')).toBeNull();
    expect(storableAddressOf('\u0000')).toBeNull();
    expect(storableAddressOf(undefined)).toBeNull();
  });
});
