import { BuiltinProtocol } from './builtin-protocol.js';
import type { ConformanceSetup } from './conformance-setup.js';
import { Hub88Protocol } from './hub88-protocol.js';
import type { WalletProtocol } from './wallet-protocol.js';

export const PROTOCOL_NAMES = ['builtin', 'hub88'] as const;
export type ProtocolName = (typeof PROTOCOL_NAMES)[number];

export function isProtocolName(name: string): name is ProtocolName {
  return (PROTOCOL_NAMES as readonly string[]).includes(name);
}

/** The vendor side of protocol `name`, calling the site at `base`. */
export function walletProtocol(
  name: ProtocolName,
  base: string,
  setup: ConformanceSetup,
): WalletProtocol {
  const site = base.replace(/\/+$/, '');
  return name === 'hub88' ? new Hub88Protocol(site, setup) : new BuiltinProtocol(site, setup);
}
