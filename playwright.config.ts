import { defineConfig } from '@playwright/test';
import { TEST_BROWSER_LAUNCH_OPTIONS } from './scripts/chromium.mjs';

/**
 * Page tests (e2e/*.spec.ts) in Debian's Chromium against the reference server, started for the run on a fresh
 * embedded database (scripts/e2e-server.mjs) and serving the built assets: run `npm run build` first.
 * The three hosts: http://localhost:3100 (public, France), http://projet.localhost:3100 (project site),
 * http://pro.localhost:3100 (back-office), and one host per country site (be.localhost…); Chromium resolves
 * every *.localhost name to the loopback address.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  // Two cores: two test files at a time, the tests of a file in order. Tests share one server and database,
  // so each test uses its own phone numbers and accounts.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: TEST_BROWSER_LAUNCH_OPTIONS,
    // A trace costs a tenth of the run's time; CI keeps only its printed output, so it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/health`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    // A fresh database imports the seven countries' geography first: on a busy two-core machine, minutes.
    timeout: 300_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
