import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';

// The development routes (/wps/dev) want this key; the API the web server starts and the tests'
// helpers (e2e/support/dev-tools.ts) both read it from here.
process.env.DEV_TOOLS_KEY ??= randomBytes(16).toString('hex');

const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;
// Set E2E_EXTERNAL_SERVER=1 to test a server that is already running at E2E_BASE_URL
// (for example `vite preview`); by default the API's e2e script serves API and web app.
const externalServer = process.env.E2E_EXTERNAL_SERVER === '1';

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A walk with two slider checks and a registration takes 10-20 s on a quiet 2-core machine.
  timeout: 60_000,
  // A 2-core machine under load (CI beside other work) may take a few seconds to load a lazy chunk.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: externalServer
    ? undefined
    : {
        // node itself, not pnpm: the script must outlive the API to drop its database and folder.
        command: 'node ../api/scripts/start-e2e.mjs',
        url: `${baseURL}/wps/health`,
        reuseExistingServer: false,
        timeout: 180_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      },
});
