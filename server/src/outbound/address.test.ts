import { isPublicAddress } from './address';

describe('isPublicAddress', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback elsewhere in 127/8', '127.8.9.10'],
    ['unspecified', '0.0.0.0'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.31.255.1'],
    ['private 192.168/16', '192.168.1.1'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['multicast', '224.0.0.251'],
    ['reserved / broadcast', '255.255.255.255'],
    ['documentation', '192.0.2.10'],
    ['benchmarking', '198.18.0.1'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped public address', '::ffff:8.8.8.8'],
    ['NAT64', '64:ff9b::7f00:1'],
    ['6to4', '2002:7f00:1::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv6 unique local', 'fd12:3456:789a::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with a zone', 'fe80::1%eth0'],
    ['IPv6 multicast', 'ff02::1'],
    ['not an address', 'example.com'],
  ])('refuses %s (%s)', (_, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2a00:1450:4002:80b::200e'])(
    'accepts the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
