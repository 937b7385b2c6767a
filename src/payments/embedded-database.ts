import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from '../platform/db/database.ts';
import { lockFolder } from '../platform/db/folder-lock.ts';

/**
 * PGlite's own start parameters (its defaults, as of 0.5) plus small buffers: the payment
 * service's tables are a few MB, and PostgreSQL's default 128 MB of shared buffers alone cost the
 * process ~130 MiB of resident memory once touched (decision 0040: 414 -> ~280 MiB at rest).
 */
const startParams = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'shared_buffers=8MB',
  '-c',
  'work_mem=1MB',
  '-c',
  'maintenance_work_mem=8MB',
  '-c',
  'wal_buffers=1MB',
  '-c',
  'temp_buffers=1MB',
];

/**
 * The payment service's embedded database: a file-backed PGlite of its own (one process owns a
 * PGlite folder), without the web process's pg_trgm extension and with small buffers.
 */
export async function openEmbeddedPaymentsDatabase(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  const unlock = lockFolder(dir);
  const client = await PGlite.create(dir, { startParams });
  // The same seam as src/platform/db/database.ts: drizzle's PGlite type is the shared Db under another name.
  // eslint-disable-next-line no-restricted-syntax
  const db = drizzle(client) as unknown as Db;
  const turns = new Map<string, Promise<unknown>>();
  const exclusively = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const run = (turns.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
    turns.set(key, run);
    return run;
  };
  return {
    db,
    kind: 'pglite',
    exclusively,
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
