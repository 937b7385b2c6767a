import type { SQL } from 'drizzle-orm';
import { seedIfEmpty } from '../../src/cli/seed/seed-if-empty.ts';
import type { Database } from '../../src/platform/db/database.ts';
import { queryRows } from '../../src/platform/db/rows.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createTestDatabase } from './test-database.ts';

/** The demo catalogue the search tests read, in a database of the test file's own: 1,300 products of seed 2017. */
export async function openSearchCatalogue(): Promise<{ database: Database; rows: <T>(query: SQL) => Promise<T[]> }> {
  const database = await createTestDatabase(['app']);
  await seedIfEmpty(database.db, { products: 1300, logger: createLogger('silent', 'test'), seed: 2017 });
  return { database, rows: <T>(query: SQL) => queryRows<T>(database.db, query) };
}
