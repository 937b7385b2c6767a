import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/e2e/support/storefront.ts';

/**
 * Browser tests (decision 0027): tests/e2e/**\/*.e2e.ts on @playwright/test, driving Debian's
 * Chromium (Playwright's own browser download cannot work here: never `playwright install`).
 * One storefront for the whole run (global-setup.ts); files run in parallel workers, each test
 * in fresh browser contexts with its own accounts. E2E_WORKERS overrides the worker count.
 */
const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  outputDir: 'test-results/e2e/artifacts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
