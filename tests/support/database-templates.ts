import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../../src/platform/db/database.ts';
import { migrateDatabase, type MigrationSet } from '../../src/platform/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Migrated template databases on TEST_DATABASE_URL, one a migration set ('' without a server). */
    databaseTemplates: Record<MigrationSet, string>;
  }
}

const sets: MigrationSet[] = ['app', 'payments'];

/**
 * Vitest global setup (decision 0027). With TEST_DATABASE_URL, each migration set is migrated
 * once into a template database; test files then get `create database x template y`, a copy
 * made by the server, instead of running every migration again. Dropped after the run. On PGlite
 * nothing is done: cloning a dumped data folder measured slower than migrating an empty one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('databaseTemplates', { app: '', payments: '' });
    return async () => {};
  }
  // Named like the test databases, so `npm test` drops them too if a killed run leaves them.
  const name = () => `bazaar_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const names = { app: name(), payments: name() } satisfies Record<MigrationSet, string>;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const set of sets) {
      await admin.query(`create database ${names[set]}`);
      const url = new URL(serverUrl);
      url.pathname = `/${names[set]}`;
      const database = await openDatabase({ url: url.toString(), poolSize: 2 });
      try {
        await migrateDatabase(database, set);
      } finally {
        // A template must have no connection left when it is copied.
        await database.close();
      }
    }
  } finally {
    await admin.end();
  }
  project.provide('databaseTemplates', names);
  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    try {
      for (const set of sets) await cleanup.query(`drop database if exists ${names[set]} with (force)`);
    } finally {
      await cleanup.end();
    }
  };
}
