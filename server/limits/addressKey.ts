import { isIPv4, isIPv6 } from 'node:net';

const IPV4_TAIL = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/;

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function groupsOf(address: string): number[] {
  const text = address.replace(IPV4_TAIL, (_all, a: string, b: string, c: string, d: string) => {
    const high = (Number(a) << 8) | Number(b);
    const low = (Number(c) << 8) | Number(d);
    return `${high.toString(16)}:${low.toString(16)}`;
  });
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  if (tail === undefined) return parse(head);
  const [left, right] = [parse(head), parse(tail)];
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a per-address limit counts a client under: an IPv4 address as it is (also when it arrives
 * IPv4-mapped, `::ffff:1.2.3.4`), an IPv6 address by its /64 network, the smallest block one subscriber
 * is given, so rotating through the 2^64 addresses of one's own network does not reset a limit. Anything
 * else (no address at all) is used as it is.
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = groupsOf(address);
  const [, , , , fifth, sixth, seventh = 0, eighth = 0] = groups;
  if (groups.slice(0, 4).every((group) => group === 0) && fifth === 0 && sixth === 0xffff) {
    return [seventh >> 8, seventh & 0xff, eighth >> 8, eighth & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
