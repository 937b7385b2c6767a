import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './database.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Each process owns one migration set: the marketplace API's, or the payment service's. */
export type MigrationSet = 'app' | 'payments';

export async function migrateDatabase(database: Database, set: MigrationSet): Promise<void> {
  const config = {
    migrationsFolder: path.join(root, 'db/migrations', set),
    // The bookkeeping lives outside `payments`, whose first migration creates that schema.
    migrationsSchema: 'drizzle',
    migrationsTable: `${set}_migrations`,
  };
  // Every process migrates at start-up; on a shared server they take turns, since two at once
  // race on creating the same schemas.
  await database.exclusively('bazaar:migrations', async () => {
    if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, config);
    else await migratePg(database.db as unknown as NodePgDatabase, config);
  });
}
