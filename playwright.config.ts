import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/e2e/support/storefront.ts';

/**
 * Browser tests (decision 0027): tests/e2e/**\/*.e2e.ts on @playwright/test, driving Debian's
 * old headless shell (Playwright's own browser download cannot work here: never `playwright install`).
 * One storefront for the whole run (global-setup.ts); tests run in parallel workers, each test
 * in fresh browser contexts with its own accounts. E2E_WORKERS overrides the worker count.
 */
const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // One folder a database: `.ci/run` runs both at once, and Playwright empties it at the start.
  outputDir: `test-results/e2e/artifacts-${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}`,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Tests, not files, are shared out to the workers, so one long file cannot keep a worker busy
  // after the other has finished (decision 0027); a file or describe whose tests share a page or
  // a shopper declares `test.describe.configure({ mode: 'serial' })` and stays on one worker.
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a defect to fix, not to retry; the failure keeps its trace.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1366, height: 768 },
    // A failure keeps its trace with DOM snapshots of every step; the screencast is left out
    // (JPEG frames of every paint, encoded by Chromium and written by the worker, for every test).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
