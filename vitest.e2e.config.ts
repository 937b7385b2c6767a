import { defineConfig } from 'vitest/config';

// Browser tests: tests/e2e/**/*.e2e.ts, each file starting the whole shop (web process, payment
// service, Chromium) through tests/e2e/support/storefront.ts. One file at a time: two servers
// and a browser per file already fill a 2-core machine.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    // Starting two servers on a fresh database and seeding it takes a while on PostgreSQL too.
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
