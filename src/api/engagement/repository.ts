import type { Executor } from '../../platform/db/transaction.ts';
import { experiments } from './schema.ts';

export async function listExperiments(db: Executor) {
  return db.select().from(experiments);
}

export async function upsertExperiments(db: Executor, rows: (typeof experiments.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(experiments).values(rows).onConflictDoNothing();
}
