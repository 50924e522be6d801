import { BlockList, isIP } from 'node:net';

/**
 * Addresses an outbound request must never reach: this machine, the private networks around it,
 * link-local, carrier-grade NAT, multicast, documentation and reserved ranges, and every IPv6
 * form that stands for an IPv4 address (mapped, NAT64, 6to4, Teredo), which would bypass the
 * IPv4 rules.
 */
const deniedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  deniedV4.addSubnet(network, prefix, 'ipv4');
}
// Inside the global unicast range 2000::/3: Teredo and the other IETF assignments, the
// documentation prefixes and 6to4. (Node's BlockList also matches IPv4 addresses against
// IPv4-mapped rules, so the two families keep separate lists.)
const deniedV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const) {
  deniedV6.addSubnet(network, prefix, 'ipv6');
}

/** True for an address a request may reach: a public unicast IPv4 or global IPv6 address. */
export const isPublicAddress = (address: string): boolean => {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return false;
  if (family === 6) {
    // Only the global unicast range is routed on the Internet; the rest is local or reserved.
    const first = Number.parseInt(bare.split(':')[0] || '0', 16);
    // Everything outside 2000::/3 is local, mapped, translated, multicast or reserved.
    if (!/^[0-9a-f]{1,4}:/i.test(bare) || first < 0x2000 || first > 0x3fff) return false;
    return !deniedV6.check(bare, 'ipv6');
  }
  return !deniedV4.check(bare, 'ipv4');
};
