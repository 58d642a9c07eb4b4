import { clientKey } from '../../lambdas/domain/client-address';

describe('the client an allowance counts', () => {
  it('counts an IPv4 address as itself', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7'); // IPv4-mapped: the same client
  });

  it('counts every address of one IPv6 /64 as one client, and other /64s apart', () => {
    const one = ['2001:db8:aa:1::1', '2001:db8:aa:1:ffff:ffff:ffff:ffff', '2001:0db8:00aa:0001:1234::9', '[2001:db8:aa:1::7]'];
    expect(new Set(one.map(clientKey))).toEqual(new Set(['2001:db8:aa:1::/64']));
    expect(clientKey('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('2001:db8::203.0.113.7')).toBe('2001:db8:0:0::/64');
  });

  it('keeps what is no address as it came', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});
