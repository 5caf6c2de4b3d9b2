import { isIPv4, isIPv6 } from 'node:net';

/** The address without the IPv4-mapped prefix (`::ffff:203.0.113.7` → `203.0.113.7`). */
function unmapped(ip: string): string {
  return ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
}

/** The eight groups of an IPv6 address, `::` expanded, without leading zeros, lower case. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes('::')
    ? [
        ...headGroups,
        ...Array<string>(Math.max(missing, 0)).fill('0'),
        ...tailGroups,
      ]
    : headGroups;
  return groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The key a rate limit counts an address under: the address itself for
 * IPv4, its /64 network for IPv6 (one customer usually owns a whole /64).
 */
export function toIpKey(ip: string): string {
  const address = unmapped(ip);
  if (!isIPv6(address)) {
    return address;
  }
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/**
 * An address as the sign-in history and its mails show it (ASVS 6.3.5):
 * enough to tell a place or a provider apart, not to find the customer's
 * line. IPv4 with its last part hidden (`203.0.113.x`), IPv6 as its /48
 * (`2001:db8:abcd::/48`, the site a provider gives a customer); anything
 * that is not an address shows as nothing.
 */
export function maskIp(ip: string): string {
  const address = unmapped(ip);
  if (isIPv4(address)) {
    return `${address.split('.').slice(0, 3).join('.')}.x`;
  }
  if (isIPv6(address)) {
    return `${ipv6Groups(address).slice(0, 3).join(':')}::/48`;
  }
  return '';
}
