import { defineConfig } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
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
        command: 'pnpm --filter @wps/api start:e2e',
        url: `${baseURL}/wps/health`,
        reuseExistingServer: false,
        timeout: 180_000,
      },
});
