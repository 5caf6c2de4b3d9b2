import { isIPv6 } from 'node:net';

/**
 * The key a rate limit counts an address under: the address itself for
 * IPv4, its /64 network for IPv6 (one customer usually owns a whole /64).
 */
export function toIpKey(ip: string): string {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIPv6(address)) {
    return address;
  }
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
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
