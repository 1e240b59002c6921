import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The API (apps/api) listens on 3000 in development; the browser only ever talks to this origin.
const apiTarget = 'http://localhost:3000';
const proxiedPrefixes = ['/wps', '/lgw', '/lotto', '/media', '/provider'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
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
