// Browser tests run against the real server, each worker starting its own on a fresh, empty data
// directory (e2e/app-test.ts), with Debian's Chromium headless shell (package
// chromium-headless-shell: the browser's engine without its windows, a quarter less processor time
// than the whole browser run headless; CHROMIUM_PATH names another).
import { defineConfig, devices } from '@playwright/test';
import { availableParallelism } from 'node:os';

const WORKERS = availableParallelism() + 1;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  },
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Tests mostly wait on the browser and the server, so more workers than cores keep both busy.
  workers: Number(process.env.E2E_WORKERS ?? WORKERS),
  forbidOnly: Boolean(process.env.CI),
  // One more try for a test that fails: on two cores shared by three browsers and their servers, a
  // rare one misses a short-lived toast or a timing. A test that passes only on its retry is
  // listed as flaky at the end of the run, so it is seen and mended, not hidden;
  // `--retries=0` runs without it.
  retries: 1,
  // Every run also writes each test's time as JSON (test-results/times.json; scripts/e2e-times.mjs
  // sums it), for finding the slow ones.
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    ['json', { outputFile: 'test-results/times.json' }],
  ],
  outputDir: 'test-results',
  // Generous, so that a busy machine slows the run down rather than failing it: the long journeys
  // (a checkout, a registration) take 20-40 s on a quiet two-core machine.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
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
    // A trace is recorded on a failed test's retry only: recording one for every test (to keep the
    // failed ones') took a third of the browser tests' time (bench/README.md, "Test run"). With
    // `--retries=0`, add `--trace on` to get one.
    trace: 'on-first-retry',
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
});
