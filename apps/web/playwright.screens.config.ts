import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The phone screenshots of docs/screens (issue 22): `pnpm --filter @wps/web screens` after
// `pnpm build`. Not a test of the suite: it writes the pictures a reviewer looks at.
export default defineConfig({
  ...base,
  testDir: './screens',
  timeout: 180_000,
  use: { ...base.use, viewport: { width: 360, height: 800 } },
});
