import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * True when the connection itself comes from this machine. The socket address, not request.ip:
 * a forwarded-for header must never make a remote caller look local.
 */
export function isLoopback(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}
