// Browser tests run against the real release server, started on a fresh, empty data directory
// (it migrates and seeds the demo shop itself), with Debian's Chromium.
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_VITRIN_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;

// The config is also read by every worker: create the data directory once and hand it down.
// (Not named VITRIN_*: the server refuses settings it does not know under that prefix.)
process.env.E2E_VITRIN_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'vitrin-e2e-'));

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  },
};

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'tr-TR',
    // The cookie-law notice and the mobile app banner are dismissed, as for a returning shopper;
    // e2e/home.spec.ts starts without these cookies to test both.
    storageState: {
      cookies: ['cookieLaw', 'mobileApp'].map((name) => ({
        name,
        value: '1',
        domain: '127.0.0.1',
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      })),
      origins: [],
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1366, height: 768 } },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], ...chromium, viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: {
    // E2E_VITRIN_BIN lets a debug build stand in while developing; CI uses the release build.
    command: `${process.env.E2E_VITRIN_BIN ?? '../target/release/vitrin'} serve`,
    url: `${baseURL}/healthz`,
    env: {
      VITRIN_PORT: String(port),
      VITRIN_HOST: '127.0.0.1',
      VITRIN_DATA_DIR: process.env.E2E_VITRIN_DATA_DIR,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
