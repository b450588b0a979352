import ipaddr from 'ipaddr.js';

const GLOBAL_UNICAST_IPV6 = ipaddr.parseCIDR('2000::/3');

/**
 * True only for a global unicast address, the only kind a calendar URL may reach: every IANA
 * special-purpose range (loopback, private, shared 100.64/10, link-local, benchmarking 198.18/15,
 * documentation, multicast, reserved, unique-local, NAT64, 6to4, Teredo…) is refused, and an
 * IPv4-mapped IPv6 address is judged as the IPv4 address it carries. IPv6 must also lie in 2000::/3,
 * the only block IANA allocates for global unicast (this refuses IPv4-compatible ::a.b.c.d too).
 */
export function isPublicUnicastAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_IPV6)) return false;
  return parsed.range() === 'unicast';
}
