import { BlockList, isIP } from 'node:net';

export type AddressFamily = 'ipv4' | 'ipv6';

export interface ClientAddress {
  address: string;
  family: AddressFamily;
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * A client address as the rules compare it: an IPv4 address seen through a dual-stack socket
 * (::ffff:1.2.3.4) counts as the IPv4 address, and an IPv6 zone (%eth0) is dropped.
 */
export function toClientAddress(ip: string): ClientAddress | null {
  const withoutZone = ip.trim().split('%')[0];
  const mapped = IPV4_MAPPED.exec(withoutZone);
  const address = mapped ? mapped[1] : withoutZone;
  const version = isIP(address);
  if (version === 0) return null;
  return { address, family: version === 4 ? 'ipv4' : 'ipv6' };
}

export interface CompiledIpList {
  list: BlockList;
  /** Entries that are neither an address nor a CIDR block (ignored). */
  invalid: string[];
}

/** Builds a matcher from addresses and CIDR blocks ("10.0.0.0/8", "2001:db8::/32"), v4 and v6. */
export function compileIpList(entries: readonly string[]): CompiledIpList {
  const list = new BlockList();
  const invalid: string[] = [];
  for (const entry of entries) {
    const [addressPart, prefixPart, extra] = entry.trim().split('/');
    const address = toClientAddress(addressPart);
    const maxPrefix = address?.family === 'ipv4' ? 32 : 128;
    const prefix = prefixPart === undefined ? maxPrefix : Number(prefixPart);
    const prefixValid =
      prefixPart === undefined || (/^\d{1,3}$/.test(prefixPart) && prefix <= maxPrefix);
    if (!address || extra !== undefined || !prefixValid) {
      invalid.push(entry);
      continue;
    }
    list.addSubnet(address.address, prefix, address.family);
  }
  return { list, invalid };
}

export function listHas(list: BlockList, client: ClientAddress): boolean {
  return list.check(client.address, client.family);
}
