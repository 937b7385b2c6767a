import { defineConfig } from 'vitest/config';

// Unit and API tests: next to the code they test. Every test file gets its own fresh database
// (on PostgreSQL copied from a migrated template made once a run: tests/support/database-templates.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/database-templates.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
