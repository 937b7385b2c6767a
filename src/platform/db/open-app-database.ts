import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from './database.ts';
import { appStartParams } from './embedded-settings.ts';

/** The marketplace database's PGlite folder; null on a PostgreSQL server (DATABASE_URL). */
export const appDatabaseDir = (config: Config): string | null =>
  config.DATABASE_URL ? null : path.join(config.DATA_DIR, 'app-db');

/** The marketplace database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export function openAppDatabase(config: Config): Promise<Database> {
  return openDatabase({
    url: config.DATABASE_URL,
    dir: appDatabaseDir(config) ?? undefined,
    embedded: { startParams: appStartParams },
  });
}
