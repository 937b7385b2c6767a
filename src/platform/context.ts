import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Logger } from './logger.ts';
import type { SessionStore } from './session.ts';

/** What every API domain's routes and services are given: no globals, so tests build their own. */
export interface AppContext {
  db: Db;
  config: Config;
  logger: Logger;
  sessions: SessionStore;
}
