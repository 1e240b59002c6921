import { compileIpList, listHas, toClientAddress } from './ip-rules.js';

describe('IP rules', () => {
  const has = (entries: string[], ip: string) =>
    listHas(compileIpList(entries).list, toClientAddress(ip)!);

  it('matches single addresses and CIDR blocks, IPv4 and IPv6', () => {
    expect(has(['203.0.113.7'], '203.0.113.7')).toBe(true);
    expect(has(['203.0.113.7'], '203.0.113.8')).toBe(false);
    expect(has(['198.51.100.0/24'], '198.51.100.255')).toBe(true);
    expect(has(['198.51.100.0/24'], '198.51.101.0')).toBe(false);
    expect(has(['2001:db8::/32'], '2001:db8:ffff::1')).toBe(true);
    expect(has(['2001:db8::/32'], '2001:db9::1')).toBe(false);
    expect(has(['2001:db8::1'], '2001:0db8:0000::0001')).toBe(true);
  });

  it('treats an IPv4 address seen through a dual-stack socket as IPv4', () => {
    expect(toClientAddress('::ffff:203.0.113.7')).toEqual({
      address: '203.0.113.7',
      family: 'ipv4',
    });
    expect(has(['203.0.113.0/24'], '::ffff:203.0.113.7')).toBe(true);
  });

  it('ignores entries that are not addresses or blocks, and reports them', () => {
    const { list, invalid } = compileIpList([
      'example.com',
      '10.0.0.0/33',
      '10.0.0.0/8/1',
      '10.0.0.0/x',
      '300.1.1.1',
      ' 10.1.0.0/16 ',
    ]);
    expect(invalid).toEqual([
      'example.com',
      '10.0.0.0/33',
      '10.0.0.0/8/1',
      '10.0.0.0/x',
      '300.1.1.1',
    ]);
    expect(listHas(list, toClientAddress('10.1.2.3')!)).toBe(true);
    expect(listHas(list, toClientAddress('10.2.0.1')!)).toBe(false);
  });

  it('reads no address from garbage', () => {
    expect(toClientAddress('')).toBeNull();
    expect(toClientAddress('not-an-ip')).toBeNull();
  });
});
