// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALLOWED_ADDRESSES, REFUSED_ADDRESSES } from '#server/test-support/special-addresses.ts';
import { isPublicUnicastAddress } from './public-address';

describe('addresses a calendar URL may reach', () => {
  it.each(REFUSED_ADDRESSES)('refuses %s', (address) => {
    expect(isPublicUnicastAddress(address)).toBe(false);
  });

  it.each(ALLOWED_ADDRESSES)('allows the global unicast address %s', (address) => {
    expect(isPublicUnicastAddress(address)).toBe(true);
  });

  it('judges an IPv4-mapped address as the IPv4 address it carries, and refuses what is not an address', () => {
    expect(isPublicUnicastAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicUnicastAddress('localhost')).toBe(false);
    expect(isPublicUnicastAddress('')).toBe(false);
    expect(isPublicUnicastAddress('8.8.8.8.8')).toBe(false);
  });
});
