import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpAdapterHost } from '@nestjs/core';

// An unspecified listen address accepts loopback connections too; a URL needs a real one.
const LOOPBACK: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': '::1' };

/**
 * The API's own address (http://host:port) for a call it makes to itself as an outside party
 * would (the built-in game provider, the sandbox payment gateway). Read at first use rather than
 * at start: the port is known only once the API listens. `variable` names the setting that
 * replaces it, for the error when the API listens on no TCP port.
 */
export function ownAddress(adapterHost: HttpAdapterHost, variable: string): string {
  const server = adapterHost.httpAdapter.getHttpServer() as Server;
  const address: AddressInfo | string | null = server.address();
  if (!address || typeof address === 'string') {
    throw new Error(`The API is not listening on a TCP port: set ${variable}`);
  }
  const host = LOOPBACK[address.address] ?? address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
