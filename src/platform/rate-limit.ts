import { eq, sql } from 'drizzle-orm';
import type { Db } from './db/database.ts';
import { rateLimits } from './rate-limit-schema.ts';

export interface RateLimitResult {
  /** This hit is within the limit. */
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** When the current window ends and the count starts again. */
  resetsAt: Date;
}

/**
 * Counts one hit against `key` and tells whether it is within `limit` hits per `windowMs`. One
 * atomic upsert, so several web processes sharing a PostgreSQL server agree on the count.
 */
export async function consume(db: Db, key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const windowEnd = sql`now() + ${`${Math.max(1, Math.round(windowMs))} milliseconds`}::interval`;
  const expired = sql`${rateLimits.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then ${windowEnd} else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
  return { allowed: row!.count <= limit, count: row!.count, resetsAt: row!.windowEndsAt };
}

/** Whether `key` has already used up `limit` in its current window, without counting a hit. */
export async function isExhausted(db: Db, key: string, limit: number): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowEndsAt} > now()`);
  return (row?.count ?? 0) >= limit;
}

/** Forgets the hits of `key` (a successful login clears its failures). */
export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops windows that ended; run now and then so the table stays small. */
export async function purgeExpired(db: Db): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowEndsAt} <= now()`);
}
