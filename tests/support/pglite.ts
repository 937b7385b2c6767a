import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from '../../src/platform/db/database.ts';

/**
 * An in-memory PGlite for a test, optionally loaded from a dumped data folder (a template made
 * once a run by database-templates.ts), wrapped as `openDatabase({})` wraps one: same extension,
 * same query builder, calls to `exclusively` taking turns within the process. `openDatabase` has
 * no way to load a dump, and the production code needs none, so the tests build it here.
 */
export async function openPglite(dump?: Blob): Promise<{ client: PGlite; database: Database }> {
  const client = await PGlite.create('memory://', {
    extensions: { pg_trgm },
    ...(dump ? { loadDataDir: dump } : {}),
  });
  const db = drizzle(client) as unknown as Db;
  const turns = new Map<string, Promise<unknown>>();
  const exclusively = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const run = (turns.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
    turns.set(key, run);
    return run;
  };
  return { client, database: { db, kind: 'pglite', exclusively, close: () => client.close() } };
}
