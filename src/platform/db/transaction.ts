import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** The handle a transaction's work is given: the same query builder, bound to one connection. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What a repository runs its SQL on: the database (each statement on its own) or an open
 * transaction. A use case that must change several rows atomically passes its `Tx` down.
 */
export type Executor = Db | Tx;

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
 * Given a `Tx`, it nests as a savepoint, so a use case composed of others stays one unit.
 *
 * PGlite has one connection and queues every query and transaction behind the one in flight,
 * so on PGlite transactions are serialized; inside `work`, use `tx` only: a query on the
 * outer `Db` would wait for this transaction to end, which waits for it. On a PostgreSQL
 * server each transaction takes a connection of the pool, and row locks (`for update`) and
 * constraints order concurrent ones.
 */
export function withTransaction<T>(db: Executor, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/**
 * Runs `work` in the caller's transaction when given one, else in a new one. For a step whose
 * every failure aborts the caller's whole transaction anyway: there a savepoint (two more round
 * trips) would roll back nothing more.
 */
export function inTransaction<T>(db: Executor, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? work(db as Tx) : db.transaction(work);
}
