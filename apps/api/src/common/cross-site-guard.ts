import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests another site makes a visitor's browser send (a form post, a
 * fetch), on every route. Browsers say where a request comes from: Fetch Metadata
 * (`Sec-Fetch-Site`) and, for any cross-origin POST, `Origin`. The site's own pages, the Vite dev
 * server's proxy (same-origin to the browser), and callers that are not browsers (game vendors'
 * wallet calls, curl), which send neither, pass. The session token travels in a header a foreign
 * page cannot set, so this guards the form-encoded routes above all (spec 1 §7's e-mail
 * recovery) and any route a cookie might one day authorise.
 */
export function refuseCrossSiteRequests(
  fastify: FastifyInstance,
  allowedOrigins: readonly string[],
) {
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method) || isAllowed(request, allowedOrigins)) {
      done();
      return;
    }
    done(new AppError('FORBIDDEN', 'Cross-site requests are refused'));
  });
}

function isAllowed(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = header(request, 'origin');
  if (origin && allowedOrigins.includes(origin)) return true;
  const site = header(request, 'sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  // Browsers without Fetch Metadata: the Origin of a cross-origin request names another host.
  if (!origin) return true;
  return origin !== 'null' && hostOf(origin) === request.host.toLowerCase();
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}
