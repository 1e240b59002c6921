import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * The route config key (Nest's `@RouteConfig({ [REQUEST_LIMIT_BYTES]: n })`) of a route that
 * takes a larger whole request than BODY_LIMIT_BYTES, such as an upload form.
 */
export const REQUEST_LIMIT_BYTES = 'requestLimitBytes';

/**
 * Caps every request's body before a byte of it is read: a declared length over the route's
 * limit is answered 413 at once, and the connection closed so the rest is never read. Fastify's
 * own bodyLimit counts the bytes of parsed bodies as they come, but multipart bodies are streamed
 * by the route itself (or, on any other route, drained unread), so a multipart request must
 * declare its length: browsers always do for a form, and Node's parser reads no byte past it.
 */
export function limitRequestBodies(fastify: FastifyInstance, defaultLimitBytes: number): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const limit = routeLimit(request) ?? defaultLimitBytes;
    const declared = request.headers['content-length'];
    if (declared === undefined) {
      if (isMultipart(request) && request.headers['transfer-encoding']) {
        void reply.header('connection', 'close');
        done(new AppError('LENGTH_REQUIRED', 'Send the form with its length (Content-Length)'));
        return;
      }
      done();
      return;
    }
    if (Number(declared) > limit) {
      void reply.header('connection', 'close');
      done(new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large', { limitBytes: limit }));
      return;
    }
    done();
  });
}

function routeLimit(request: FastifyRequest): number | undefined {
  const config = request.routeOptions.config as unknown as Record<string, unknown> | undefined;
  const limit = config?.[REQUEST_LIMIT_BYTES];
  return typeof limit === 'number' ? limit : undefined;
}

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}
