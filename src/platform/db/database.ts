import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockFolder } from './folder-lock.ts';
import { namingClient } from './named-statements.ts';

/** The query builder every repository uses; the same on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's postgres:// URL; absent for PGlite, which belongs to this process alone. */
  url?: string;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock, so processes sharing a server take
   * turns (migrations, seeding). A PGlite database belongs to one process, where calls queue.
   */
  exclusively<T>(key: string, work: () => Promise<T>): Promise<T>;
  /**
   * Calls `listener` with the SQL of every insert, update and delete this process is about to
   * run, transactions included. Only for PGlite: no other process writes that database, so a
   * cache in this process can be kept true by its own writes (docs/decisions/0033). Absent on a
   * PostgreSQL server, which other processes write too.
   */
  onWrite?: (listener: (sql: string) => void) => void;
  /**
   * On a PostgreSQL server, connections of their own for search's reads, whose sessions never
   * plan a sequential scan (`enable_seqscan=off`, docs/decisions/0051): a search's statements run
   * on it without a transaction to set that in, three round trips fewer a search. Absent on
   * PGlite, whose one connection search sets it on per transaction.
   */
  indexedReads?: Db;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL of a server; when absent, embedded PGlite is used. */
  url?: string;
  /** Folder for file-backed PGlite, or undefined for an in-memory database (tests). */
  dir?: string;
  /** Pool size on a server. */
  poolSize?: number;
  /**
   * PGlite only: its start parameters (PostgreSQL settings, e.g. smaller buffers for a small
   * database) and whether to load pg_trgm (search needs it; the payment service does not).
   */
  embedded?: { startParams?: string[]; trigram?: boolean };
}

/**
 * Connections a process keeps for search's reads. Each statement of a search takes one for its
 * few milliseconds, in turn; four keep a server's cores busy with one process's searches while
 * the main pool's ten stay free for carts and orders.
 */
const indexedPoolSize = 4;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const url = options.url;
    // No idle timeout: pg-pool would arm and clear a timer on every query's release (3 % of the web
    // process's busy time), and a connection closed when idle loses its prepared statements. Idle
    // connections do not keep a process alive that has nothing else to do. Connections open on
    // first use.
    const openPool = (max: number, sessionOptions?: string) => {
      const opened = new pg.Pool({
        connectionString: url,
        max,
        idleTimeoutMillis: 0,
        allowExitOnIdle: true,
        Client: namingClient(),
        ...(sessionOptions ? { options: sessionOptions } : {}),
      });
      // A pool error on an idle client must not crash the process; the next query reconnects.
      opened.on('error', () => {});
      return opened;
    };
    const pool = openPool(options.poolSize ?? 10);
    const db = drizzlePg(pool) as unknown as Db;
    const exclusively = async <T>(key: string, work: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [key]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
        client.release();
      }
    };
    // A process that never searches opens none of these.
    const indexedPool = openPool(indexedPoolSize, '-c enable_seqscan=off');
    return {
      db,
      kind: 'postgres',
      url,
      exclusively,
      indexedReads: drizzlePg(indexedPool) as unknown as Db,
      close: async () => {
        await Promise.all([pool.end(), indexedPool.end()]);
      },
    };
  }
  let unlock = () => {};
  if (options.dir) {
    mkdirSync(options.dir, { recursive: true });
    unlock = lockFolder(options.dir);
  }
  // PGlite is a single connection; drizzle runs its transactions one at a time on it.
  const { startParams, trigram = true } = options.embedded ?? {};
  const client = await PGlite.create(options.dir ?? 'memory://', {
    ...(trigram ? { extensions: { pg_trgm } } : {}),
    ...(startParams ? { startParams } : {}),
  });
  // drizzle tells its logger every statement before running it, in transactions as well.
  const writeListeners: ((sql: string) => void)[] = [];
  const logger = {
    logQuery(query: string) {
      if (writeListeners.length && /^\s*(insert|update|delete)\b/i.test(query))
        for (const listener of writeListeners) listener(query);
    },
  };
  const db = drizzlePglite(client, { logger }) as unknown as Db;
  // One process owns a PGlite database, so taking turns within the process is enough.
  const turns = new Map<string, Promise<unknown>>();
  const exclusively = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const run = (turns.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
    turns.set(key, run);
    return run;
  };
  const close = async () => {
    await client.close();
    unlock();
  };
  return { db, kind: 'pglite', exclusively, onWrite: (listener) => void writeListeners.push(listener), close };
}
