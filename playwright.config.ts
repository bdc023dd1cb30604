import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);
const backendDir = process.env.EMBEDDED_BACKEND_DIR ?? '.data/e2e';

/**
 * End-to-end tests run against the built dist/ served by `npm run preview`
 * (host rules, headers, 404 status, compression), in Debian's Chromium.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // A phone's screen is its viewport: with Pixel 5's 393 px screen left under a 375 px viewport, the
    // preload scanner (which sizes images by device-width) fetched a wider image variant than the page.
    { name: 'mobile', use: { ...devices['Pixel 5'], browserName: 'chromium', viewport: { width: 375, height: 812 }, screen: { width: 375, height: 812 } } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // A fresh embedded database each run, so the contact rate limits start from zero.
    command: `rm -rf ${backendDir} && npx tsx scripts/preview.ts`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The tests send more messages an hour than the production ceiling e-mails one by one (past it: a digest).
    env: { PORT: String(port), EMBEDDED_BACKEND_DIR: backendDir, EMBEDDED_BACKEND_EMAILS_PER_HOUR: '1000' },
  },
});
