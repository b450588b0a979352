import ipaddr from 'ipaddr.js';

/**
 * The address a contact message is counted against: the IPv4 address, or the /64 network of an IPv6
 * one (one subscriber usually holds a whole /64, so counting single IPv6 addresses would let a
 * sender rotate through them).
 */
export function senderAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
