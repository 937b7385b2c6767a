import { defineConfig } from 'drizzle-kit';

// The marketplace API's tables: platform plumbing and one schema.ts per domain.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/**/*-schema.ts', './src/api/*/schema.ts'],
  out: './db/migrations/app',
});
