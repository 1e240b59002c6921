import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Connect, Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

/**
 * Where the dev server proxies the API: the address and port the API listens on, from the same
 * HOST and PORT it reads (`pnpm dev` starts both with one environment); loopback when HOST is
 * empty or every interface.
 */
export function apiProxyTarget(environment: NodeJS.ProcessEnv): string {
  const host = environment.HOST;
  const listensEverywhere = !host || host === '0.0.0.0' || host === '::';
  const address = listensEverywhere ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${address}:${environment.PORT || '3000'}`;
}

// The browser only ever talks to the dev server's origin (the chat room's WebSocket under /wps
// too, hence ws).
const apiTarget = apiProxyTarget(process.env);
const proxiedPrefixes = ['/wps', '/lgw', '/lotto', '/media', '/provider'];

const WEB_ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * The console is a page of its own (console.html) with history-mode routes under /console:
 * the dev and preview servers answer console.html for them, as the API does in production.
 */
export function consolePageRewrite(url: string | undefined): string | null {
  const pathname = (url ?? '').split('?')[0] ?? '';
  if (pathname !== '/console' && !pathname.startsWith('/console/')) return null;
  // A file under /console (none today) stays a file.
  return /\.[a-z0-9]+$/i.test(pathname) ? null : '/console.html';
}

const consolePages: Connect.NextHandleFunction = (request, _response, next) => {
  const rewritten =
    (request.method === 'GET' || request.method === 'HEAD') && consolePageRewrite(request.url);
  if (rewritten) request.url = rewritten;
  next();
};

function consoleHistoryFallback(): Plugin {
  return {
    name: 'wps:console-history-fallback',
    configureServer: (server) => void server.middlewares.use(consolePages),
    configurePreviewServer: (server) => void server.middlewares.use(consolePages),
  };
}

export default defineConfig({
  plugins: [
    react(),
    consoleHistoryFallback(),
    // Brotli and gzip copies beside each built file, served as they are by the API
    // (@fastify/static preCompressed): no compression work per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [
        prefix,
        { target: apiTarget, changeOrigin: true, ws: true },
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // index.html names only the entry script: preloading its libraries there would share a
    // phone's bandwidth with the page's first picture and styles (largest contentful paint went
    // from 2.3 s to 1.3 s under Lighthouse's mobile throttling). Lazy routes still preload theirs.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? [] : dependencies,
    },
    rolldownOptions: {
      // Two pages in one build: the player site and the operator console (its own entry).
      input: {
        index: path.join(WEB_ROOT, 'index.html'),
        console: path.join(WEB_ROOT, 'console.html'),
      },
      output: {
        // Libraries change less often than the site: their own chunk stays cached across releases.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
