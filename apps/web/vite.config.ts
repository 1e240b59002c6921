import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Connect, Plugin, Rolldown } from 'vite';
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
/** The player site's page; the operator console's is console.html. */
const PLAYER_ENTRY = path.join(WEB_ROOT, 'index.html');

type GetModuleInfo = (id: string) => Rolldown.ModuleInfo | null;

// One walk per chunking pass: rolldown reuses the entry's info object within a pass.
const reachedInPass = new WeakMap<Rolldown.ModuleInfo, Set<string>>();

/** Every module the player entry loads, at once or lazily (its routes and dialogs). */
function playerModules(getModuleInfo: GetModuleInfo): Set<string> {
  const entry = getModuleInfo(PLAYER_ENTRY);
  if (!entry) throw new Error(`The build has no player entry ${PLAYER_ENTRY}`);
  const cached = reachedInPass.get(entry);
  if (cached) return cached;
  const reached = new Set<string>([entry.id]);
  const queue = [entry];
  for (let info = queue.pop(); info; info = queue.pop()) {
    for (const id of [...info.importedIds, ...info.dynamicallyImportedIds]) {
      const next = reached.has(id) ? null : getModuleInfo(id);
      reached.add(id);
      if (next) queue.push(next);
    }
  }
  reachedInPass.set(entry, reached);
  return reached;
}

/** The agent centre's QR code (qrcode and its one dependency). */
const LAZY_PAGE_LIBRARIES = /[\\/]node_modules[\\/](qrcode|dijkstrajs)[\\/]/;

/**
 * Libraries change less often than the site: their own chunk stays cached across releases.
 * Libraries only the console uses get a chunk of their own, so the player site's `vendor`
 * holds nothing a player never runs.
 */
function vendorChunkName(id: string, context: { getModuleInfo: GetModuleInfo }): string | null {
  if (!/[\\/]node_modules[\\/]/.test(id)) return null;
  // A library only one lazy page uses stays in that page's chunk, out of the home page's vendor.
  if (LAZY_PAGE_LIBRARIES.test(id)) return null;
  const reached = playerModules((moduleId) => context.getModuleInfo(moduleId));
  return reached.has(id) ? 'vendor' : 'console-vendor';
}

/**
 * Fails the build when a chunk the player entry loads (at once or lazily) holds a module the
 * player entry never imports: the console's code, or a library only the console uses.
 */
function playerChunksHoldOnlyPlayerCode(): Plugin {
  return {
    name: 'wps:player-chunks-hold-only-player-code',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const entry = [...chunks.values()].find((chunk) => chunk.facadeModuleId === PLAYER_ENTRY);
      if (!entry) return;
      const reached = playerModules((id) => this.getModuleInfo(id));
      const loaded = new Set<string>();
      const queue = [entry];
      for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
        if (loaded.has(chunk.fileName)) continue;
        loaded.add(chunk.fileName);
        for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
          const next = chunks.get(file);
          if (next) queue.push(next);
        }
      }
      const strangers = [...loaded].flatMap((file) =>
        (chunks.get(file)?.moduleIds ?? [])
          // Virtual modules (the bundler's runtime, the preload helper) belong to no page.
          .filter((id) => !id.startsWith('\0') && !reached.has(id))
          .map((id) => `${file}: ${id}`),
      );
      if (strangers.length > 0) {
        this.error(`Player chunks hold code the player site never runs:\n${strangers.join('\n')}`);
      }
    },
  };
}

/** Every chunk each chunk imports statically, directly or not: all loaded before its code runs. */
const staticImportsOfChunk = new Map<string, Set<string>>();

/**
 * Records each chunk's static imports for `modulePreload.resolveDependencies`, which runs after
 * this (in Vite's own generateBundle, a later plugin).
 */
function recordStaticImports(): Plugin {
  return {
    name: 'wps:record-static-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      staticImportsOfChunk.clear();
      const chunks = new Map(
        Object.values(bundle)
          .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      for (const fileName of chunks.keys()) {
        const reached = new Set<string>();
        const queue = [...(chunks.get(fileName)?.imports ?? [])];
        for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
          if (reached.has(file)) continue;
          reached.add(file);
          queue.push(...(chunks.get(file)?.imports ?? []));
        }
        staticImportsOfChunk.set(fileName, reached);
      }
    },
  };
}

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
    playerChunksHoldOnlyPlayerCode(),
    recordStaticImports(),
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
    // from 2.3 s to 1.3 s under Lighthouse's mobile throttling). Lazy routes still preload theirs,
    // less the chunks already loaded with the code that imports them: a <link> added for each of
    // those cost the first render of a page tens of milliseconds on a phone, for nothing.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostId, hostType }) =>
        hostType === 'html'
          ? []
          : dependencies.filter((dependency) => !staticImportsOfChunk.get(hostId)?.has(dependency)),
    },
    rolldownOptions: {
      // Two pages in one build: the player site and the operator console (its own entry).
      input: {
        index: PLAYER_ENTRY,
        console: path.join(WEB_ROOT, 'console.html'),
      },
      output: {
        codeSplitting: { groups: [{ name: vendorChunkName }] },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    // The browser tests' window (playwright.config.ts and DEFAULT_WINDOW in src/test/window.ts):
    // wide enough for the unfolded side menu.
    environmentOptions: { happyDOM: { width: 1280, height: 800 } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
