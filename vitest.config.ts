import { defineConfig } from 'vitest/config';

// Unit and API tests: next to the code they test. Every test file gets its own fresh database
// (on PostgreSQL copied from a migrated template made once a run: tests/support/database-templates.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/database-templates.ts'],
    pool: 'forks',
    // Files of one worker share its module cache: PGlite's WebAssembly and the app's modules are
    // loaded once a worker, not once a file (decision 0027: 76 s -> 41 s for the unit suite on
    // PGlite, 115 s -> 60 s of CPU). Each file still gets its own fresh database; a file must
    // leave no global behind (fake timers are put back in afterEach).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
