import type { Db } from '../../platform/db/database.ts';
import { experiments } from './schema.ts';

export async function listExperiments(db: Db) {
  return db.select().from(experiments);
}

export async function upsertExperiments(db: Db, rows: (typeof experiments.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(experiments).values(rows).onConflictDoNothing();
}
