import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/database.ts';
import { migrateDatabase, type MigrationSet } from '../../src/platform/db/migrate.ts';
import { openPglite } from './pglite.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL, dropped again by `close`. On the server a
 * single migration set is copied from the run's template (tests/support/database-templates.ts);
 * on PGlite no set or a single one is loaded from the run's dumped data folder.
 */
export async function createTestDatabase(sets: MigrationSet[] = ['app']): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const key = sets.length === 0 ? '' : sets.length === 1 ? sets[0] : undefined;
    const dumpFile = key === undefined ? undefined : inject('pgliteTemplates')?.[key];
    if (dumpFile) return (await openPglite(new Blob([readFileSync(dumpFile)]))).database;
    const database = await openDatabase({});
    for (const set of sets) await migrateDatabase(database, set);
    return database;
  }
  const name = `bazaar_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  const template = sets.length === 1 && sets[0] ? inject('databaseTemplates')?.[sets[0]] : undefined;
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  if (!template) for (const set of sets) await migrateDatabase(database, set);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
