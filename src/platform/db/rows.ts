import type { SQL } from 'drizzle-orm';
import type { Executor } from './transaction.ts';

/**
 * The rows of a raw SQL query. Both drivers (PGlite and `pg`) answer `{ rows }`, but the shared
 * query builder types the answer as unknown; this checks the shape instead of casting it.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows))
    return result.rows;
  throw new Error('The database answered a query without rows');
}
