import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from './database.ts';

/** The marketplace database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export function openAppDatabase(config: Config): Promise<Database> {
  return openDatabase({ url: config.DATABASE_URL, dir: path.join(config.DATA_DIR, 'app-db') });
}
