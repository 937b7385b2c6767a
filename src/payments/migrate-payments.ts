import type { Database } from '../platform/db/database.ts';
import { migrateDatabase } from '../platform/db/migrate.ts';

/** Catalogue races of PostgreSQL when two processes create the same schema or table at once. */
const raceCodes = new Set(['23505', '42P06', '42P07']);

function pgCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

/**
 * Applies the `payments` migration set. On a PostgreSQL server the web process (migrating its
 * own set) or a second payment service instance may be creating the same schemas at that very
 * moment; the loser of such a race tries again and then finds the work done.
 */
export async function migratePayments(database: Database, attempts = 4): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateDatabase(database, 'payments');
      return;
    } catch (error) {
      const code = pgCode(error);
      if (attempt >= attempts || !code || !raceCodes.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 100));
    }
  }
}
