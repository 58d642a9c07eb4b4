/**
 * Who a client is, for the allowances counted per client: an IPv4 address, or an IPv6 address's /64
 * network. One IPv6 host is routinely given a whole /64 (2^64 addresses), so counting each address
 * would let one machine count as countless clients; a /64 is what one subscriber or host holds.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (with "::" and an IPv4 tail expanded), or undefined. */
function groupsOf(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.split('%')[0]; // a zone ("fe80::1%eth0") is not part of the address
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = text.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [front, back] = [parse(head), parse(tail)];
  const groups = tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 ? groups : undefined;
}

/** The key an address is counted under: IPv4 as it is, IPv6 as its /64 ("2001:db8:0:1::/64"); anything else as given. */
export function clientKey(address: string): string {
  if (isIPv4(address)) return address;
  const groups = groupsOf(address.replace(/^\[|\]$/g, ''));
  if (!groups) return address;
  // An IPv4-mapped address (::ffff:a.b.c.d) is that IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
