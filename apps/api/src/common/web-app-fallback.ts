import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Paths that belong to the API; a miss there is a real 404, never the web app.
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/media', '/provider'];

/** History-mode fallback: a GET for an unknown page answers the web app's index.html. */
export class WebAppFallback {
  private indexHtml: Promise<Buffer> | null = null;

  constructor(private readonly distDir: string) {}

  static forDist(distDir: string): WebAppFallback | null {
    return existsSync(path.join(distDir, 'index.html')) ? new WebAppFallback(distDir) : null;
  }

  async serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0];
    if (API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return false;
    }
    // A missing asset (a file name with an extension) stays a 404 rather than HTML.
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) return false;
    this.indexHtml ??= readFile(path.join(this.distDir, 'index.html'));
    await reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await this.indexHtml);
    return true;
  }
}
