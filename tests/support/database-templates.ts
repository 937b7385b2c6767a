import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../../src/platform/db/database.ts';
import { migrateDatabase, type MigrationSet } from '../../src/platform/db/migrate.ts';
import { openPglite } from './pglite.ts';

/** A template's key: the migration sets it holds, in order, joined by '+' ('' for none). */
export type TemplateKey = '' | MigrationSet;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Migrated template databases on TEST_DATABASE_URL, one a migration set ('' without a server). */
    databaseTemplates: Record<MigrationSet, string>;
    /** Without a server: files holding dumped PGlite data folders (empty, and one a migration set). */
    pgliteTemplates: Record<TemplateKey, string>;
  }
}

const sets: MigrationSet[] = ['app', 'payments'];

/**
 * Vitest global setup (decision 0027). Every test file gets a fresh database, but none of them
 * runs initdb or the migrations again:
 * - with TEST_DATABASE_URL, each migration set is migrated once into a template database, and a
 *   file's database is `create database x template y`, a copy made by the server;
 * - on PGlite, an empty data folder and one migrated a set are dumped once (`dumpDataDir`) to a
 *   temporary folder, and a file's database is a new in-memory PGlite loaded from that dump.
 *   Creating an in-memory PGlite runs initdb, which is most of its cost (2-4 s a file on this
 *   machine); loading a dump skips it (decision 0027, "Measured after issue 8 item 5").
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('databaseTemplates', { app: '', payments: '' });
    const folder = mkdtempSync(path.join(os.tmpdir(), 'bazaar-pglite-templates-'));
    const files = { '': '', app: '', payments: '' } satisfies Record<TemplateKey, string>;
    const dump = async (key: TemplateKey, database: Awaited<ReturnType<typeof openPglite>>) => {
      files[key] = path.join(folder, `${key || 'empty'}.tar`);
      writeFileSync(files[key], Buffer.from(await (await database.client.dumpDataDir('none')).arrayBuffer()));
    };
    const empty = await openPglite();
    await dump('', empty);
    const emptyBlob = new Blob([Buffer.from(await (await empty.client.dumpDataDir('none')).arrayBuffer())]);
    await migrateDatabase(empty.database, 'app');
    await dump('app', empty);
    await empty.database.close();
    const payments = await openPglite(emptyBlob);
    await migrateDatabase(payments.database, 'payments');
    await dump('payments', payments);
    await payments.database.close();
    project.provide('pgliteTemplates', files);
    return async () => rmSync(folder, { recursive: true, force: true });
  }
  project.provide('pgliteTemplates', { '': '', app: '', payments: '' });
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
