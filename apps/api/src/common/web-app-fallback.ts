import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONSOLE_WEB_PATH } from '@wps/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Paths that belong to the API; a miss there is a real 404, never the web app.
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/media', '/provider', '/sandbox-gateway'];
const ROOT_ELEMENT = '<div id="root"></div>';

/** The image a page opens with (its first banner), or null when it has none. */
export type FirstPaintImage = (
  pathname: string,
  host: string | undefined,
) => Promise<string | null>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const isConsolePage = (pathname: string) =>
  pathname === CONSOLE_WEB_PATH || pathname.startsWith(`${CONSOLE_WEB_PATH}/`);

/**
 * History-mode fallback: a GET for a page answers the web app's index.html. When the page opens
 * with a banner, the answer already holds that picture (preloaded, and drawn in place of the
 * carousel until the app renders), so a phone paints it without waiting for the app's scripts.
 * The operator console's pages (/console and under it) answer its own console.html, as they are.
 */
export class WebAppFallback {
  private indexHtml: Promise<string> | null = null;
  private consoleHtml: Promise<string | null> | null = null;
  private firstPaintImage: FirstPaintImage | null = null;

  constructor(private readonly distDir: string) {}

  static forDist(distDir: string): WebAppFallback | null {
    return existsSync(path.join(distDir, 'index.html')) ? new WebAppFallback(distDir) : null;
  }

  /** Set once the application (and so the content it reads) is up. */
  paintFirstWith(source: FirstPaintImage) {
    this.firstPaintImage = source;
  }

  async serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0];
    if (API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return false;
    }
    // A missing asset (a file name with an extension) stays a 404 rather than HTML.
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) return false;
    const html = isConsolePage(pathname)
      ? await this.consolePage()
      : await this.page(pathname, request.headers.host);
    if (html === null) return false;
    await reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
    return true;
  }

  /** console.html, or null (a 404) for a build without the console. */
  private consolePage(): Promise<string | null> {
    this.consoleHtml ??= readFile(path.join(this.distDir, 'console.html'), 'utf8').catch(
      () => null,
    );
    return this.consoleHtml;
  }

  private async page(pathname: string, host: string | undefined): Promise<string> {
    this.indexHtml ??= readFile(path.join(this.distDir, 'index.html'), 'utf8');
    const html = await this.indexHtml;
    const image = await this.firstPaintImage?.(pathname, host).catch(() => null);
    if (!image) return html;
    const source = escapeAttribute(image);
    return html
      .replace(
        '</head>',
        `<link rel="preload" as="image" href="${source}" fetchpriority="high"></head>`,
      )
      .replace(
        ROOT_ELEMENT,
        `<div id="root"><div class="first-paint" aria-hidden="true"><img class="first-paint-banner" src="${source}" alt="" fetchpriority="high"></div></div>`,
      );
  }
}
