import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database.ts';

/** Set in the short-lived child that prepares a new embedded database, then exits. */
const prepareOnlyVariable = 'BAZAAR_PREPARE_DATABASE_ONLY';

/** Whether this process is that child. */
export const preparingOnly = (): boolean => process.env[prepareOnlyVariable] === '1';

/** A PGlite folder that PostgreSQL's initdb has not made a data directory yet. */
export const isNewEmbeddedFolder = (dir: string): boolean => !existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Opens the process's database ready to serve: opened, then `prepare`d (migrations, and the demo
 * shop for the web process). A new PGlite folder is prepared by a short-lived child process first
 * (this same entry, run again with `BAZAAR_PREPARE_DATABASE_ONLY=1`): initdb, the migrations and
 * the seed grow PGlite's WebAssembly heap, which never shrinks, by some 450 MiB, and that memory
 * then stays with the process that did the work (docs/decisions/0043). The serving process opens
 * the prepared folder as it would after a restart, where `prepare` finds nothing left to do.
 * Answers null in the child, which has then done its work and should end.
 */
export async function openReady(
  embeddedDir: string | null,
  open: () => Promise<Database>,
  prepare: (database: Database) => Promise<void>,
): Promise<Database | null> {
  if (embeddedDir && !preparingOnly() && isNewEmbeddedFolder(embeddedDir)) await prepareInChild();
  const database = await open();
  try {
    await prepare(database);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  if (!preparingOnly()) return database;
  await database.close();
  return null;
}

/** The preparing child failed; it has already said why on the shared stderr. */
export class PreparationFailedError extends Error {}

/** Runs this process's entry again, with the same node flags, as the preparing child. */
function prepareInChild(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) return Promise.reject(new PreparationFailedError('Cannot prepare the database: no entry script'));
  // The same loader (tsx) and limits; not a debugger or profiler, which belong to the serving process.
  const flags = process.execArgv.filter((flag) => !/^--(inspect|cpu-prof|heap-prof)/.test(flag));
  const child = spawn(process.execPath, [...flags, entry, ...process.argv.slice(2)], {
    env: { ...process.env, [prepareOnlyVariable]: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Stopped while its child prepares, the parent takes the child along: else the child would go
  // on holding the folder's lock for a while.
  const stop = () => {
    child.kill('SIGTERM');
    process.exit(1);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.removeListener('SIGINT', stop);
      process.removeListener('SIGTERM', stop);
      if (code === 0) resolve();
      else
        reject(
          new PreparationFailedError(`Preparing the new embedded database failed (${signal ?? `exit code ${code}`}).`),
        );
    });
  });
}
