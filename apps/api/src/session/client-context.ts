import type { FastifyRequest } from 'fastify';
import type { ClientContext } from './session.service.js';

/** The client address (as the trusted-proxy setting decides) and browser of a request. */
export function clientOf(request: FastifyRequest): ClientContext {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: userAgent ? userAgent.slice(0, 255) : null };
}
