import ipaddr from 'ipaddr.js';

/**
 * The part of a client's address that identifies one sender for throttling. An IPv4 address as is
 * (also when written IPv4-mapped, `::ffff:203.0.113.5`); for IPv6 its /64 network, since a single
 * home or server gets a whole /64 and could otherwise take a fresh address for every attempt.
 */
export function throttleAddressOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

/**
 * The address to record with a session: normalised, or null when it is not an IP address (behind
 * TRUST_PROXY=1, `request.ip` is whatever X-Forwarded-For says).
 */
export function storableAddressOf(ip: string | undefined): string | null {
  if (!ip || !ipaddr.isValid(ip)) return null;
  return ipaddr.process(ip).toString();
}
