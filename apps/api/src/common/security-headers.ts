import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The response headers helmet sets for these options, computed once. @fastify/helmet rebuilds
 * helmet's middleware on every request, which cost a third of the throughput of a small route
 * here (bench/README.md); the headers themselves never change, so they are set from this table.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error('helmet failed');
    },
  );
  return headers;
}

export const CONTENT_SECURITY_POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // blob: previews of the pictures a player picks (feedback images) before sending them.
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
    },
  },
};
