import { defineConfig } from 'drizzle-kit';

// The payment service keeps its own tables in its own `payments` schema and migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/payments/**/schema.ts'],
  schemaFilter: ['payments'],
  out: './db/migrations/payments',
});
