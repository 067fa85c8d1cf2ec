// End-to-end tests against the built app, served by the real Renonc server
// (server/main.ts: the PWA and the sync endpoint at /sync on one port), in
// Debian's Chromium. Never `npx playwright install`: no browser downloads here.
import { defineConfig } from '@playwright/test';
import {
  BASE_URL,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  E2E_DIST,
  E2E_PORT,
} from './tests/e2e/support/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
    serviceWorkers: 'allow',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: `node --import tsx server/main.ts`,
    env: {
      PORT: String(E2E_PORT),
      HOST: 'localhost',
      RENONC_DIST: E2E_DIST,
      // Its own data folder per port (git-ignored); share ids are random, so runs do not clash.
      RENONC_DATA: `.tmp/e2e-data-${E2E_PORT}`,
    },
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
